// The operator commands of the README and docs/operations.md, run as an operator runs them: the content export and import (`-` for standard
// output, --dry-run), admin:create, and each one refusing an embedded database a running server holds.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { connect } from "@/lib/db/connect";
import { verifyPassword } from "@/lib/auth/password";
import { storedKeys } from "@/lib/media/mutations";
import { fileSystemStorage } from "@/lib/media/storage/file-system";
import { storeUpload } from "@/lib/media/upload";
import { flipByte, repacked } from "../support/archive";
import { pngImage } from "../support/media";

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "cli-tools-"));
const dir = path.join(scratch, "pglite");
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

function run(script: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(
    process.execPath,
    ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", `scripts/${script}`, ...args],
    {
      env: { ...process.env, DATABASE_URL: "", PGLITE_DIR: dir, BACKUP_DIR: path.join(scratch, "backups"), ...env },
      encoding: "utf8",
      timeout: 180_000,
    },
  );
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

async function inDatabase<T>(work: (prisma: Awaited<ReturnType<typeof connect>>["prisma"]) => Promise<T>) {
  const database = await connect({ kind: "pglite", dir });
  try {
    return await work(database.prisma);
  } finally {
    await database.close();
  }
}

type Export = { projects: { id: string; title: string }[]; blogs: unknown[]; exportDate: string; version: string };

describe("npm run backup:export and backup:import", { timeout: 600_000 }, () => {
  it("exports to standard output with '-', previews an import with --dry-run writing nothing, then applies it", async () => {
    await inDatabase((prisma) =>
      prisma.project.create({
        data: { id: "cli-stored", title: "Stored Before", description: "d", serviceId: "saas" },
      }),
    );
    const exported = run("backup-export.ts", ["-"]);
    expect(exported.code, exported.stderr).toBe(0);
    const data = JSON.parse(exported.stdout) as Export;
    expect(data).toMatchObject({ version: "2.0", exportDate: expect.any(String) });
    expect(data.projects.length).toBeGreaterThan(0);
    const stored = await inDatabase((prisma) => prisma.project.count());
    expect(data.projects).toHaveLength(stored);

    const file = path.join(scratch, "changed.json");
    const renamed = data.projects.map((p, i) => (i === 0 ? { ...p, title: "Renamed By The CLI Test" } : p));
    fs.writeFileSync(
      file,
      JSON.stringify({
        ...data,
        projects: [...renamed, { ...data.projects[0], id: "cli-added", title: "Added By The CLI Test" }],
      }),
    );

    const preview = run("backup-import.ts", [file, "--dry-run"]);
    expect(preview.code, preview.stderr).toBe(0);
    expect(preview.stderr).toContain(`Would import ${stored + 1} portfolios (1 new, ${stored} replaced)`);
    expect(preview.stderr).toContain("(nothing written)");
    expect(
      await inDatabase((prisma) => prisma.project.findMany({ where: { title: { contains: "By The CLI Test" } } })),
    ).toEqual([]);

    const applied = run("backup-import.ts", [file]);
    expect(applied.code, applied.stderr).toBe(0);
    expect(applied.stderr).toContain(`Imported ${stored + 1} portfolios (1 new, ${stored} replaced)`);
    expect(
      (
        await inDatabase((prisma) =>
          prisma.project.findMany({ where: { title: { contains: "By The CLI Test" } }, orderBy: { title: "asc" } }),
        )
      ).map((p) => p.title),
    ).toEqual(["Added By The CLI Test", "Renamed By The CLI Test"]);
  });

  it("exports with media to a tar, and imports it into an empty media directory (dry run first); a damaged tar changes nothing", async () => {
    const [from, to] = ["media-from", "media-to"].map((name) => path.join(scratch, name));
    const bytes = await pngImage(700, 400);
    const { media } = await inDatabase((prisma) =>
      storeUpload(prisma, fileSystemStorage(from), { bytes, fileName: "cli-chart.png" }, "cli@studio.test"),
    );
    const keys = storedKeys(media.key);
    const archive = path.join(scratch, "with-media.tar");
    expect(run("backup-export.ts", ["--with-media", "-"])).toMatchObject({
      code: 1,
      stderr: expect.stringContaining("give it a file name"),
    });
    const exported = run("backup-export.ts", ["--with-media", archive], { MEDIA_DIR: from });
    expect(exported.code, exported.stderr).toBe(0);
    expect(exported.stderr).toMatch(
      new RegExp(
        `and 1 images with ${keys.length} media files \\(\\d+\\.\\d MB, file system storage\\) from PGlite .* to ${archive}`,
      ),
    );

    const preview = run("backup-import.ts", [archive, "--dry-run"], { MEDIA_DIR: to });
    expect(preview.code, preview.stderr).toBe(0);
    expect(preview.stderr).toMatch(
      /^Would import \d+ portfolios \(0 new, \d+ replaced\), .*1 images \(0 new, 1 replaced\) .*every media file checked \(nothing written\)/,
    );
    expect(fs.existsSync(to)).toBe(false);

    const damaged = await repacked(archive, path.join(scratch, "damaged.tar"), (name, body) =>
      name === `media/${keys[0]}` ? flipByte(body) : body,
    );
    const refused = run("backup-import.ts", [damaged], { MEDIA_DIR: to });
    expect(refused).toMatchObject({
      code: 1,
      stderr: expect.stringContaining(
        `The archive was not imported, nothing was changed. The file media/${keys[0]} is damaged`,
      ),
    });
    expect(fs.existsSync(to)).toBe(false);

    await inDatabase((prisma) => prisma.media.deleteMany());
    const applied = run("backup-import.ts", [archive], { MEDIA_DIR: to });
    expect(applied.code, applied.stderr).toBe(0);
    expect(applied.stderr).toContain(
      `1 images (1 new, 0 replaced) into PGlite ${dir}, ${keys.length} media files written to file system storage (0 already there)`,
    );
    const target = fileSystemStorage(to);
    for (const key of keys)
      expect((await target.get(key))?.body).toEqual((await fileSystemStorage(from).get(key))?.body);
    expect(await inDatabase((prisma) => prisma.media.findUnique({ where: { key: media.key } }))).toEqual(media);
  });

  it("refuses the embedded database while another process (the server) holds it, changing nothing", async () => {
    const server = await connect({ kind: "pglite", dir });
    try {
      const file = path.join(scratch, "changed.json");
      for (const [script, args] of [
        ["backup-export.ts", ["-"]],
        ["backup-import.ts", [file]],
        ["admin-create.ts", ["owner@cli.test"]],
      ] as const) {
        const refused = run(script, [...args], { ADMIN_PASSWORD: "a-long-enough-password" });
        expect(refused.code, script).toBe(1);
        expect(refused.stdout, script).toBe("");
        expect(refused.stderr, script).toMatch(/is already open in process \d+/);
        if (script !== "admin-create.ts")
          expect(refused.stderr, script).toContain("stop the server (npm start) before running this command");
      }
      expect(await server.prisma.user.findUnique({ where: { email: "owner@cli.test" } })).toBeNull();
    } finally {
      await server.close();
    }
  });
});

describe("npm run admin:create", { timeout: 600_000 }, () => {
  it("creates an admin, then resets its password and ends its sessions; refuses a bad e-mail or a short password", async () => {
    const created = run("admin-create.ts", ["Owner@CLI.test"], { ADMIN_PASSWORD: "first-password-123" });
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toContain("Admin owner@cli.test created. Sign in at /admin/login.");
    const first = await inDatabase((prisma) => prisma.user.findUniqueOrThrow({ where: { email: "owner@cli.test" } }));
    expect(await verifyPassword("first-password-123", first.passwordHash)).toBe(true);

    const reset = run("admin-create.ts", ["owner@cli.test"], { ADMIN_PASSWORD: "second-password-456" });
    expect(reset.code, reset.stderr).toBe(0);
    expect(reset.stdout).toContain("Password of owner@cli.test reset; every session of it has ended.");
    const second = await inDatabase((prisma) => prisma.user.findUniqueOrThrow({ where: { email: "owner@cli.test" } }));
    expect(await verifyPassword("second-password-456", second.passwordHash)).toBe(true);
    expect(await verifyPassword("first-password-123", second.passwordHash)).toBe(false);
    expect(second.sessionVersion).toBe(first.sessionVersion + 1);

    expect(run("admin-create.ts", ["not-an-email"], { ADMIN_PASSWORD: "long-enough-password" }).code).toBe(2);
    const short = run("admin-create.ts", ["other@cli.test"], { ADMIN_PASSWORD: "short" });
    expect(short).toMatchObject({ code: 2, stderr: expect.stringContaining("at least 10 characters") });
    expect(await inDatabase((prisma) => prisma.user.count({ where: { email: "other@cli.test" } }))).toBe(0);
  });

  it("--role gives a role, --role owner transfers ownership; the owner is never demoted without a successor", async () => {
    const roles = () =>
      inDatabase((prisma) => prisma.user.findMany({ orderBy: { email: "asc" }, select: { email: true, role: true } }));
    expect((await roles()).find((u) => u.email === "owner@cli.test")?.role).toBe("owner");
    const author = run("admin-create.ts", ["--role", "author", "author@cli.test"], {
      ADMIN_PASSWORD: "author-password-1",
    });
    expect(author.code, author.stderr).toBe(0);
    expect(author.stdout).toContain("Role: author.");

    const demote = run("admin-create.ts", ["owner@cli.test", "--role=editor"], { ADMIN_PASSWORD: "owner-password-99" });
    expect(demote).toMatchObject({ code: 2, stderr: expect.stringContaining("owner@cli.test is the owner") });
    expect(run("admin-create.ts", ["x@cli.test", "--role", "boss"], { ADMIN_PASSWORD: "long-enough-pass" }).code).toBe(
      2,
    );

    const transfer = run("admin-create.ts", ["author@cli.test", "--role", "owner"], {
      ADMIN_PASSWORD: "author-password-2",
    });
    expect(transfer.code, transfer.stderr).toBe(0);
    expect(transfer.stdout).toContain("author@cli.test is now the owner; owner@cli.test is an editor.");
    expect(await roles()).toEqual([
      { email: "author@cli.test", role: "owner" },
      { email: "owner@cli.test", role: "editor" },
    ]);
  });
});
