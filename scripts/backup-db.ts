// Whole-database backups (everything: accounts, leads, content, audit, settings):
//   npm run backup:create [-- file]            PostgreSQL: pg_dump (custom format), or the content export when pg_dump
//                                             is missing; embedded: a tarball of .data/pglite, taken by the running
//                                             site when it owns the directory, else directly.
//   npm run backup:restore -- file [--yes]     Asks first, takes a backup of the current data, then restores. The
//                                             embedded database is restored with the site stopped.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline/promises";
import { PGlite } from "@electric-sql/pglite";
import { exportContent } from "../lib/backup/export";
import { connect } from "../lib/db/connect";
import { migrationStatus, upToDate } from "../lib/db/migration-status";
import { lockDirectory } from "../lib/db/pglite-lock";
import { PGLITE_EXTENSIONS } from "../lib/db/pglite-extensions";
import { targetFromEnv } from "../lib/db/target";
import { opsFilePath } from "../lib/ops/ops-file.mjs";

const BACKUP_DIR = process.env.BACKUP_DIR ?? "backups";
const stamp = () => new Date().toISOString().replace(/[:.]/g, "-").slice(0, 19);
const hasPgDump = () => spawnSync("pg_dump", ["--version"]).status === 0;

class UsageError extends Error {}

function defaultFile(kind: "postgres" | "pglite", prefix = "studio") {
  fs.mkdirSync(BACKUP_DIR, { recursive: true });
  const extension = kind === "pglite" ? "tar.gz" : hasPgDump() ? "dump" : "json";
  return path.join(BACKUP_DIR, `${prefix}-${stamp()}.${extension}`);
}

/** The running site's way in, when it owns the embedded database (server/serve.mjs wrote it). */
function runningSite(dir: string): { port: number; token: string } | null {
  try {
    const ops = JSON.parse(fs.readFileSync(opsFilePath(dir), "utf8")) as { port: number; token: string; pid: number };
    process.kill(ops.pid, 0);
    return ops;
  } catch {
    return null;
  }
}

async function createBackup(file?: string): Promise<string> {
  const target = targetFromEnv();
  if (target.kind === "postgres") {
    const out = file ?? defaultFile("postgres");
    if (out.endsWith(".json") || !hasPgDump()) {
      const database = await connect(target);
      try {
        fs.writeFileSync(out, JSON.stringify(await exportContent(database.prisma), null, 2));
      } finally {
        await database.close();
      }
      console.warn(
        "pg_dump is not installed: wrote the content export (projects, posts, image records, settings and redirects; no accounts, leads or image files). Install the PostgreSQL client for a whole-database backup.",
      );
      return out;
    }
    const dump = spawnSync("pg_dump", ["--format=custom", `--file=${out}`, target.url], { encoding: "utf8" });
    if (dump.status !== 0) throw new Error(`pg_dump failed: ${dump.stderr.trim()}`);
    return out;
  }
  const dir = target.dir!;
  if (!fs.existsSync(path.join(dir, "PG_VERSION")))
    throw new UsageError(`No embedded database in ${dir} yet: npm start creates it.`);
  const out = file ?? defaultFile("pglite");
  const site = runningSite(dir);
  if (site) {
    const response = await fetch(`http://127.0.0.1:${site.port}/api/ops/backup`, {
      method: "POST",
      headers: { authorization: `Bearer ${site.token}` },
    });
    if (!response.ok)
      throw new Error(`The running site refused the backup (${response.status}): ${await response.text()}`);
    fs.writeFileSync(out, Buffer.from(await response.arrayBuffer()));
    return out;
  }
  const release = lockDirectory(dir);
  try {
    const db = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS });
    try {
      fs.writeFileSync(out, Buffer.from(await (await db.dumpDataDir("gzip")).arrayBuffer()));
    } finally {
      await db.close();
    }
  } finally {
    release();
  }
  return out;
}

async function confirm(question: string, yes: boolean): Promise<boolean> {
  if (yes) return true;
  if (!process.stdin.isTTY)
    throw new UsageError("Restoring replaces the whole database: run it in a terminal to answer, or add --yes.");
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  const answer = await rl.question(`${question} Type "yes" to go on: `);
  rl.close();
  return answer.trim().toLowerCase() === "yes";
}

async function restoreBackup(file: string, yes: boolean) {
  if (!fs.existsSync(file)) throw new UsageError(`No backup file ${file}.`);
  const target = targetFromEnv();
  const where =
    target.kind === "postgres" ? "the PostgreSQL database of DATABASE_URL" : `the embedded database in ${target.dir}`;
  if (target.kind === "pglite" && runningSite(target.dir!)) {
    throw new UsageError("The site is running on the embedded database: stop it (npm start) first, then restore.");
  }
  if (
    !(await confirm(
      `Restore ${file} into ${where}? Everything in it now is replaced (a backup of it is taken first).`,
      yes,
    ))
  ) {
    console.log("Nothing was changed.");
    return;
  }
  const before = await createBackup(defaultFile(target.kind, "before-restore"));
  console.log(`Backed up the current data to ${before}`);
  if (target.kind === "postgres") {
    if (!file.endsWith(".dump"))
      throw new UsageError(
        "A PostgreSQL backup is a pg_dump file (.dump); import a content export with npm run backup:import.",
      );
    const restore = spawnSync(
      "pg_restore",
      ["--clean", "--if-exists", "--no-owner", "--single-transaction", `--dbname=${target.url}`, file],
      { encoding: "utf8" },
    );
    if (restore.status !== 0) throw new Error(`pg_restore failed, nothing was changed: ${restore.stderr.trim()}`);
  } else {
    const dir = target.dir!;
    const incoming = `${dir}.restoring`;
    fs.rmSync(incoming, { recursive: true, force: true });
    const db = await PGlite.create(incoming, {
      loadDataDir: new Blob([fs.readFileSync(file)]),
      extensions: PGLITE_EXTENSIONS,
    });
    await db.close();
    const release = lockDirectory(dir);
    try {
      const replaced = `${dir}.replaced-${stamp()}`;
      fs.renameSync(dir, replaced);
      fs.renameSync(incoming, dir);
      fs.rmSync(replaced, { recursive: true, force: true });
    } finally {
      release();
    }
  }
  // The restored database opens, with this version's migrations applied on top where it was older.
  const database = await connect(target);
  try {
    const prisma = database.prisma;
    const status = await migrationStatus({
      exec: (text) => prisma.$executeRawUnsafe(text),
      query: async <T>(text: string, params: unknown[] = []) => ({
        rows: await prisma.$queryRawUnsafe<T[]>(text, ...params),
      }),
    });
    const [projects, posts, leads] = await Promise.all([
      prisma.project.count(),
      prisma.blogPost.count(),
      prisma.lead.count(),
    ]);
    console.log(
      `Restored ${file}: ${projects} projects, ${posts} posts, ${leads} leads; schema ${upToDate(status) ? "up to date" : "NOT up to date"}.`,
    );
  } finally {
    await database.close();
  }
}

async function main([command, ...args]: string[]) {
  if (command === "create")
    return console.log(`Backup written to ${await createBackup(args.find((a) => !a.startsWith("--")))}`);
  const file = args.find((a) => !a.startsWith("--"));
  if (command === "restore" && file) return restoreBackup(file, args.includes("--yes"));
  throw new UsageError("Usage: npm run backup:create [-- file] | npm run backup:restore -- file [--yes]");
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: Error) => {
    console.error(error.message);
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);
