import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { looksLikeTar, readTar, tarWriter, withFile } from "@/lib/backup/archive/tar";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tar-unit-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function write(name: string, files: [string, Buffer][]) {
  const file = path.join(dir, name);
  const tar = tarWriter(file);
  for (const [member, body] of files) await tar.add(member, body);
  await tar.close();
  return file;
}

async function readAll(file: string, skip?: (name: string) => boolean) {
  const out: [string, number, Buffer][] = [];
  for await (const { name, size, body } of readTar(file, skip)) out.push([name, size, body]);
  return out;
}

describe("the tar of a with-media export", () => {
  const files: [string, Buffer][] = [
    ["a.json", Buffer.from("{}")],
    ["media/x/original", Buffer.alloc(3000, 7)],
    ["empty", Buffer.alloc(0)],
  ];

  it("reads back what it wrote (skipped files by their size only), and the system's tar reads it too", async () => {
    const file = await write("ok.tar", files);
    expect(withFile(file, looksLikeTar)).toBe(true);
    expect(await readAll(file)).toEqual(files.map(([name, body]) => [name, body.length, body]));
    expect((await readAll(file, (name) => name.startsWith("media/")))[1]).toEqual([
      "media/x/original",
      3000,
      Buffer.alloc(0),
    ]);
    const system = spawnSync("tar", ["-xOf", file, "media/x/original"]);
    expect(system.status).toBe(0);
    expect(Buffer.compare(system.stdout, files[1][1])).toBe(0);
  });

  it("refuses a damaged header and a cut-short archive; a JSON file is not a tar", async () => {
    const bytes = fs.readFileSync(await write("bad.tar", files));
    const flipped = Buffer.from(bytes);
    flipped[512 + 512 + 3] ^= 1; // the second file's header
    fs.writeFileSync(path.join(dir, "flipped.tar"), flipped);
    fs.writeFileSync(path.join(dir, "cut.tar"), bytes.subarray(0, 1024 + 512 + 1000));
    await expect(readAll(path.join(dir, "flipped.tar"))).rejects.toThrow("The archive is damaged or incomplete");
    await expect(readAll(path.join(dir, "cut.tar"))).rejects.toThrow("The archive is damaged or incomplete");
    fs.writeFileSync(path.join(dir, "json.tar"), "{}");
    expect(withFile(path.join(dir, "json.tar"), looksLikeTar)).toBe(false);
  });
});
