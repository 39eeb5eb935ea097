// `npm run admin:create -- <email>`: creates that admin, or resets its password. The password comes from
// ADMIN_PASSWORD or is asked for (hidden) in the terminal. Uses DATABASE_URL, else the PGlite directory PGLITE_DIR;
// a PGlite directory owned by a running server is refused (stop the server first).
import readline from "node:readline";
import { connect } from "../lib/db/connect";
import { targetFromEnv } from "../lib/db/target";
import { hashPassword } from "../lib/auth/password";
import { endAllSessions } from "../lib/auth/revoke";
import { normalizeEmail } from "../lib/auth/login";

const MIN_LENGTH = 10;

function ask(question: string): Promise<string> {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const output = rl as unknown as { _writeToOutput: (s: string) => void; output: NodeJS.WriteStream };
  let muted = false;
  output._writeToOutput = (s) => {
    if (!muted || s.includes(question)) output.output.write(muted ? question : s);
  };
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write("\n");
      resolve(answer);
    });
    muted = true;
  });
}

async function main() {
  const email = normalizeEmail(process.argv[2] ?? "");
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    console.error("Usage: npm run admin:create -- <email>   (password from ADMIN_PASSWORD or asked for)");
    process.exit(2);
  }
  const password = process.env.ADMIN_PASSWORD ?? (await ask(`Password for ${email}: `));
  if (password.length < MIN_LENGTH) {
    console.error(`The password needs at least ${MIN_LENGTH} characters.`);
    process.exit(2);
  }
  const database = await connect(targetFromEnv()).catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
  try {
    const passwordHash = await hashPassword(password);
    const existing = await database.prisma.user.findUnique({ where: { email } });
    await database.prisma.user.upsert({ where: { email }, create: { email, passwordHash }, update: { passwordHash } });
    if (existing) await endAllSessions(database.prisma, email);
    await database.prisma.auditLog.create({
      data: { actorEmail: "cli", action: existing ? "reset-password" : "create", entity: "user", entityId: email },
    });
    console.log(
      existing
        ? `Password of ${email} reset; every session of it has ended.`
        : `Admin ${email} created. Sign in at /admin/login.`,
    );
  } finally {
    await database.close();
  }
}

await main();
