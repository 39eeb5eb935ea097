import { createHash } from "node:crypto";
import fs from "node:fs";
import { pipeline } from "node:stream/promises";
import tar from "tar-stream";

/** The tar of a with-media export, through tar-stream: written and read file by file, so an archive of many images
 *  never sits in memory whole. */

export class TarError extends Error {}

/** The largest member an archive may hold: any stored file of an image (an original of 40 megapixels as PNG stays well
 *  under it). A member past it is refused from its header, before a byte of it is read. */
const MAX_MEMBER_BYTES = 256 * 1024 * 1024;

export interface TarFile {
  name: string;
  /** The size its header gives (also for a skipped file). */
  size: number;
  /** The SHA-256 of its bytes (hex), computed as they stream past, kept or not. */
  sha256: string;
  body: Buffer;
}

/** A new archive at `file`: `add` appends one file (resolved once the pack has taken it), `close` ends it and waits
 *  until it is written, `abort` stops it. */
export function tarWriter(file: string) {
  const pack = tar.pack();
  const written = pipeline(pack, fs.createWriteStream(file));
  written.catch(() => undefined); // a failure is reported by add or close
  return {
    add(name: string, body: Buffer, mtime = new Date(0)) {
      return new Promise<void>((resolve, reject) =>
        pack.entry({ name, size: body.length, mtime, mode: 0o644 }, body, (error) =>
          error ? reject(error) : resolve(),
        ),
      );
    },
    async close() {
      pack.finalize();
      await written;
    },
    async abort() {
      pack.destroy();
      await written.catch(() => undefined);
    },
  };
}

/** Every regular file of the archive in order, each hashed as it streams past; `skip` names files whose bytes are not
 *  needed (they are never held: given empty), the others are read whole, one at a time. A member over
 *  MAX_MEMBER_BYTES, or a damaged or cut-short archive, throws TarError. */
export async function* readTar(
  file: string,
  skip: (name: string, size: number) => boolean = () => false,
): AsyncGenerator<TarFile> {
  const extract = tar.extract();
  const source = fs.createReadStream(file);
  const fed = pipeline(source, extract).catch((error: Error) => error);
  try {
    for await (const entry of extract) {
      const { name, type, size = 0 } = entry.header;
      if (size > MAX_MEMBER_BYTES)
        throw new TarError(
          `The archive member ${name.slice(0, 200)} is ${Math.ceil(size / 1024 / 1024)} MB; a member may be at most ${MAX_MEMBER_BYTES / 1024 / 1024} MB`,
        );
      const chunks: Buffer[] = [];
      const hash = createHash("sha256");
      const keep = type === "file" && !skip(name, size);
      for await (const chunk of entry) {
        hash.update(chunk as Buffer);
        if (keep) chunks.push(chunk as Buffer);
      }
      if (type === "file") yield { name, size, sha256: hash.digest("hex"), body: Buffer.concat(chunks) };
    }
  } catch (error) {
    if (error instanceof TarError) throw error;
    throw new TarError(`The archive is damaged or incomplete (${(error as Error).message})`);
  } finally {
    source.destroy();
  }
  const failed = await fed;
  if (failed instanceof Error) throw new TarError(`The archive is damaged or incomplete (${failed.message})`);
}

/** Runs `work` on the file opened for reading, and closes it. */
export function withFile<T>(file: string, work: (fd: number) => T): T {
  const fd = fs.openSync(file, "r");
  try {
    return work(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Whether the file starts like a tar archive (the ustar magic in its first header). */
export function looksLikeTar(fd: number): boolean {
  const header = Buffer.alloc(512);
  const read = fs.readSync(fd, header, 0, 512, 0);
  return read === 512 && header.subarray(257, 262).toString("latin1") === "ustar";
}
