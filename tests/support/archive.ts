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

/** The start of a tar whose first member's header says `size` bytes, followed by only a few of them: what a huge member
 *  looks like to a reader before it has read the member. */
export function tarWithHugeMember(name: string, size: number): Buffer {
  const header = Buffer.alloc(512);
  header.write(name, 0, 100, "utf8");
  header.write("0000644\0", 100, "latin1"); // mode
  header.write("0000000\0", 108, "latin1"); // uid
  header.write("0000000\0", 116, "latin1"); // gid
  header.write(`${size.toString(8).padStart(11, "0")}\0`, 124, "latin1");
  header.write("00000000000\0", 136, "latin1"); // mtime
  header.write("        ", 148, "latin1"); // checksum, counted as spaces
  header.write("0", 156, "latin1"); // a regular file
  header.write("ustar\u000000", 257, "latin1");
  const sum = header.reduce((total, byte) => total + byte, 0);
  header.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148, "latin1");
  return Buffer.concat([header, Buffer.alloc(4096, 0x61)]);
}
