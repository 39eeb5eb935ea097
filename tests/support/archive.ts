import { readTar, tarWriter } from "@/lib/backup/archive/tar";

/** A copy of the archive with `change` applied to each file's bytes (the manifest of hashes kept as it was). */
export async function repacked(archive: string, out: string, change: (name: string, body: Buffer) => Buffer) {
  const writer = tarWriter(out);
  for await (const { name, body } of readTar(archive)) await writer.add(name, change(name, body));
  await writer.close();
  return out;
}

/** The bytes with the middle one changed. */
export function flipByte(body: Buffer) {
  const copy = Buffer.from(body);
  copy[copy.length >> 1] ^= 0xff;
  return copy;
}
