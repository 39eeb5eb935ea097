// Runs once when the server starts: opens the database (applying migrations and seeding the built-in content)
// before the first request, and makes sure an admin account exists.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { db } = await import("./lib/db");
  const { ensureAdmin } = await import("./lib/auth/bootstrap");
  try {
    await ensureAdmin(await db());
  } catch (error) {
    console.error("[db] could not open the database at start-up:", error instanceof Error ? error.message : error);
    if ((error as Error)?.name === "DatabaseInUseError") process.exit(1);
  }
}
