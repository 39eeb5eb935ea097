// Shared by the backup CLI scripts: open the configured database (PostgreSQL via DATABASE_URL, else the PGlite
// directory), run the work, close, and turn errors into a clear message and a non-zero exit code.
import { connect, type Database } from "../lib/db/connect";
import { DatabaseInUseError } from "../lib/db/pglite-lock";
import { targetFromEnv } from "../lib/db/target";

export function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

export async function withDatabase(work: (database: Database) => Promise<void>) {
  const target = targetFromEnv();
  let database: Database;
  try {
    database = await connect(target);
  } catch (error) {
    if (error instanceof DatabaseInUseError) {
      fail(
        `${error.message}\nWith the embedded database, stop the server (npm start) before running this command, ` +
          "or back up a PostgreSQL installation instead.",
      );
    }
    fail(`Could not open the database: ${(error as Error).message}`);
  }
  try {
    await work(database);
  } finally {
    await database.close();
  }
}

export const where = () => {
  const target = targetFromEnv();
  return target.kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : `PGlite ${target.dir ?? "in memory"}`;
};
