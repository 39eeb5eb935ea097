import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { listTar, looksLikeTar, readMember, tarHeader, tarWriter, withFile as withFd } from "@/lib/backup/archive/tar";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tar-unit-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function write(name: string, files: [string, Buffer][]) {
  const file = path.join(dir, name);
  const fd = fs.openSync(file, "w");
  const tar = tarWriter(fd);
  for (const [member, body] of files) tar.add(member, body);
  tar.close();
  fs.closeSync(fd);
  return file;
}

describe("the tar of a with-media export", () => {
  const files: [string, Buffer][] = [["a.json", Buffer.from("{}")], ["media/x/original", Buffer.alloc(1000, 7)], ["empty", Buffer.alloc(0)]];

  it("reads back what it wrote, and the system's tar reads it too", () => {
    const file = write("ok.tar", files);
    expect(fs.statSync(file).size % 512).toBe(0);
    const read = withFd(file, (fd) => ({ tar: looksLikeTar(fd), members: listTar(fd).map((m) => [m.name, readMember(fd, m)]) }));
    expect(read).toEqual({ tar: true, members: files });
    const system = spawnSync("tar", ["-xOf", file, "media/x/original"]);
    expect(system.status).toBe(0);
    expect(Buffer.compare(system.stdout, files[1][1])).toBe(0);
  });

  it("refuses a header with a wrong checksum, a cut-short archive, a missing end marker and a long name", () => {
    const file = write("bad.tar", files);
    const bytes = fs.readFileSync(file);
    const flipped = Buffer.from(bytes);
    flipped[3] ^= 1;
    fs.writeFileSync(path.join(dir, "flipped.tar"), flipped);
    fs.writeFileSync(path.join(dir, "cut.tar"), bytes.subarray(0, 1024 + 512));
    fs.writeFileSync(path.join(dir, "endless.tar"), bytes.subarray(0, bytes.length - 1024));
    expect(() => withFd(path.join(dir, "flipped.tar"), listTar)).toThrow("a header's checksum is wrong");
    expect(() => withFd(path.join(dir, "cut.tar"), listTar)).toThrow("its last file is cut short");
    expect(() => withFd(path.join(dir, "endless.tar"), listTar)).toThrow("ends without the end marker");
    expect(() => tarHeader("x".repeat(101), 0)).toThrow("longer than 100 bytes");
    fs.writeFileSync(path.join(dir, "json.tar"), "{}");
    expect(withFd(path.join(dir, "json.tar"), looksLikeTar)).toBe(false);
  });
});
