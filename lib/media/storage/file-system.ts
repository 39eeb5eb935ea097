import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import type { MediaStorage } from "./types";
import { STORED_KEY } from "../rules";

const TYPES: Record<string, string> = {
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".png": "image/png",
};
const EXTENSION: Record<string, string> = {
  "image/avif": ".avif",
  "image/webp": ".webp",
  "image/jpeg": ".jpg",
  "image/png": ".png",
};

/** Files under a directory (MEDIA_DIR, default .data/media); the type is kept as the file's extension. Only a stored
 *  key's shape (lib/media/rules.ts STORED_KEY) reaches the disk, and every path is resolved and must lie in its image's
 *  folder under the root: nothing is ever read, written or removed outside it. */
export function fileSystemStorage(root: string): MediaStorage {
  const resolvedRoot = path.resolve(root);
  const base = (key: string) => {
    if (!STORED_KEY.test(key)) throw new Error(`Invalid media key: ${key}`);
    const target = path.resolve(resolvedRoot, key);
    const folder = path.resolve(resolvedRoot, key.slice(0, 32));
    if (path.dirname(target) !== folder || path.dirname(folder) !== resolvedRoot)
      throw new Error(`Invalid media key: ${key}`);
    return target;
  };
  return {
    kind: "file system",
    async put(key, body, contentType) {
      const target = base(key) + (EXTENSION[contentType] ?? ".bin");
      await fs.mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.tmp`;
      await fs.writeFile(temporary, body);
      await fs.rename(temporary, target);
    },
    async get(key) {
      const dir = path.dirname(base(key));
      const name = path.basename(key);
      const entries = await fs.readdir(dir).catch(() => [] as string[]);
      const file = entries.find((entry) => entry.startsWith(`${name}.`) && !entry.endsWith(".tmp"));
      if (!file) return null;
      return {
        body: await fs.readFile(path.join(dir, file)),
        contentType: TYPES[path.extname(file)] ?? "application/octet-stream",
      };
    },
    async delete(keys) {
      for (const key of keys) {
        const dir = path.dirname(base(key));
        const name = path.basename(key);
        const entries = await fs.readdir(dir).catch(() => [] as string[]);
        await Promise.all(
          entries
            .filter((entry) => entry.startsWith(`${name}.`))
            .map((entry) => fs.rm(path.join(dir, entry), { force: true })),
        );
        if ((await fs.readdir(dir).catch(() => ["?"])).length === 0) await fs.rmdir(dir).catch(() => undefined);
      }
    },
  };
}
