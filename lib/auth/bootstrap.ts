import type { PrismaClient } from "@/generated/prisma/client";
import { hashPassword, randomPassword } from "./password";

export const DEFAULT_ADMIN_EMAIL = "admin@kairolabs.dev";

/** Makes sure an admin exists. ADMIN_EMAIL/ADMIN_PASSWORD create (or reset) that account; with neither set,
 *  the first start creates one with a random password and prints it once. */
export async function ensureAdmin(prisma: PrismaClient, env: Record<string, string | undefined> = process.env, log = console.log) {
  const email = (env.ADMIN_EMAIL ?? "").trim().toLowerCase();
  if (email && env.ADMIN_PASSWORD) {
    const passwordHash = await hashPassword(env.ADMIN_PASSWORD);
    await prisma.user.upsert({ where: { email }, create: { email, passwordHash }, update: { passwordHash } });
    log(`[admin] sign in at /admin/login as ${email} with ADMIN_PASSWORD`);
    return;
  }
  if ((await prisma.user.count()) > 0) return;
  const password = randomPassword();
  const account = email || DEFAULT_ADMIN_EMAIL;
  await prisma.user.create({ data: { email: account, passwordHash: await hashPassword(password) } });
  log([
    "",
    "  ┌─ Admin account created (shown once) ─────────────────────────",
    `  │ URL:      /admin/login`,
    `  │ Email:    ${account}`,
    `  │ Password: ${password}`,
    "  │ Change it any time: npm run admin:create -- " + account,
    "  └──────────────────────────────────────────────────────────────",
    "",
  ].join("\n"));
}
