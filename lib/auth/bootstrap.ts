import type { PrismaClient } from "@/generated/prisma/client";
import { hashPassword, randomPassword } from "./password";
import { endAllSessions } from "./revoke";

const DEFAULT_ADMIN_EMAIL = "admin@kairolabs.dev";

/** Makes sure an admin exists. ADMIN_EMAIL/ADMIN_PASSWORD create that account when it does not exist (the owner when
 *  the team has none, else an editor the owner may promote); an existing one keeps its password (changed since with
 *  admin:create, say) and its role unless ADMIN_RESET_PASSWORD=1 resets the password. With neither set,
 *  the first start creates one with a random password and prints it once. Safe with several instances starting at
 *  once: the account is inserted at most once, and only the instance that inserted it prints its password. */
export async function ensureAdmin(
  prisma: PrismaClient,
  env: Record<string, string | undefined> = process.env,
  log = console.log,
) {
  const email = (env.ADMIN_EMAIL ?? "").trim().toLowerCase();
  if (email && env.ADMIN_PASSWORD) {
    const reset = env.ADMIN_RESET_PASSWORD === "1";
    // A restart finds the admin there: no password hash (about half a second of CPU) on the way to the first page.
    const exists = !reset && (await prisma.user.findUnique({ where: { email }, select: { id: true } }));
    let count = 0;
    let role = "owner";
    if (!exists) {
      const passwordHash = await hashPassword(env.ADMIN_PASSWORD);
      role = (await prisma.user.count({ where: { role: "owner" } })) > 0 ? "editor" : "owner";
      ({ count } = await prisma.user.createMany({ data: [{ email, passwordHash, role }], skipDuplicates: true }));
      if (count === 0 && reset) {
        await prisma.user.update({ where: { email }, data: { passwordHash } });
        await endAllSessions(prisma, email);
        log(
          `[admin] password of ${email} reset from ADMIN_PASSWORD and its sessions ended (ADMIN_RESET_PASSWORD=1: unset it now)`,
        );
      }
    }
    log(`[admin] sign in at /admin/login as ${email}${count > 0 ? ` with ADMIN_PASSWORD (${role})` : ""}`);
    return;
  }
  if ((await prisma.user.count()) > 0) return;
  const password = randomPassword();
  const account = email || DEFAULT_ADMIN_EMAIL;
  const { count } = await prisma.user.createMany({
    data: [{ email: account, passwordHash: await hashPassword(password), role: "owner" }],
    skipDuplicates: true,
  });
  if (count === 0) return; // another instance starting at the same moment created it, and printed its password
  log(
    [
      "",
      "  ┌─ Admin account created (shown once) ─────────────────────────",
      `  │ URL:      /admin/login`,
      `  │ Email:    ${account}`,
      `  │ Password: ${password}`,
      "  │ Change it any time: npm run admin:create -- " + account,
      "  └──────────────────────────────────────────────────────────────",
      "",
    ].join("\n"),
  );
}
