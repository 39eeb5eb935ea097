// `npm run admin:create -- <email> [--role owner|editor|author|viewer]`: creates that account (the owner when the team
// has none, else an editor, unless --role says), or resets its password, ends its sessions and reactivates it;
// `--role owner` transfers ownership to it (lib/team/provision.ts). The password comes from ADMIN_PASSWORD or is asked
// for (hidden) in the terminal. Uses DATABASE_URL, else the PGlite directory PGLITE_DIR;
// a PGlite directory owned by a running server is refused (stop the server first).
import readline from "node:readline";
import { connect } from "../lib/db/connect";
import { targetFromEnv } from "../lib/db/target";
import { hashPassword } from "../lib/auth/password";
import { normalizeEmail } from "../lib/auth/login";
import { ROLES, type Role } from "../lib/access/roles";
import { ProvisionError, provisionAccount } from "../lib/team/provision";

const USAGE = `Usage: npm run admin:create -- <email> [--role ${ROLES.join("|")}]   (password from ADMIN_PASSWORD or asked for)`;

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

/** The e-mail and the role of the command line (`--role x` or `--role=x`, before or after the e-mail). */
function parseArgs(args: string[]): { email: string; role?: Role } | null {
  let email: string | undefined;
  let role: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === "--role") role = args[++i] ?? "";
    else if (arg.startsWith("--role=")) role = arg.slice("--role=".length);
    else if (!arg.startsWith("--") && email === undefined) email = normalizeEmail(arg);
    else return null;
  }
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return null;
  if (role !== undefined && !(ROLES as readonly string[]).includes(role)) return null;
  return { email, role: role as Role | undefined };
}

async function main() {
  const parsed = parseArgs(process.argv.slice(2));
  if (!parsed) {
    console.error(USAGE);
    process.exit(2);
  }
  const { email, role } = parsed;
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
    const done = await provisionAccount(database.prisma, { email, passwordHash, role });
    console.log(
      done.created
        ? `Admin ${email} created. Sign in at /admin/login.`
        : `Password of ${email} reset; every session of it has ended.`,
    );
    console.log(`Role: ${done.role}.${done.reactivated ? " The account was deactivated and is active again." : ""}`);
    if (done.previousOwner) console.log(`${email} is now the owner; ${done.previousOwner} is an editor.`);
  } catch (error) {
    if (!(error instanceof ProvisionError)) throw error;
    console.error(error.message);
    process.exitCode = 2;
  } finally {
    await database.close();
  }
}

await main();
