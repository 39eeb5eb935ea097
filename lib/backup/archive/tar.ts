import fs from "node:fs";

/** A tar archive (POSIX ustar) written and read member by member through a file descriptor, so an archive of
 *  many images never sits in memory whole. Only what the with-media export needs: regular files, names up to 100
 *  bytes; directories and extended headers written by other tools are skipped when reading. */

const BLOCK = 512;

export class TarError extends Error {}

const octal = (value: number, width: number) => `${value.toString(8).padStart(width - 1, "0")}\0`;

/** The 512-byte header of one regular file. */
export function tarHeader(name: string, size: number, mtime: Date = new Date(0)): Buffer {
  if (Buffer.byteLength(name) > 100) throw new TarError(`The name ${name} is longer than 100 bytes`);
  const header = Buffer.alloc(BLOCK);
  header.write(name, 0, 100, "utf8");
  header.write(octal(0o644, 8), 100);
  header.write(octal(0, 8), 108);
  header.write(octal(0, 8), 116);
  header.write(octal(size, 12), 124);
  header.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136);
  header.write(" ".repeat(8), 148);
  header.write("0", 156);
  header.write("ustar\0", 257);
  header.write("00", 263);
  header.write(octal(checksum(header), 7), 148);
  return header;
}

/** The sum of the header's bytes, its checksum field counted as spaces. */
function checksum(header: Buffer) {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : header[i];
  return sum;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** Appends files to a new archive; `close` writes the end marker. */
export function tarWriter(fd: number) {
  return {
    add(name: string, body: Buffer, mtime?: Date) {
      fs.writeSync(fd, tarHeader(name, body.length, mtime));
      fs.writeSync(fd, body);
      fs.writeSync(fd, padding(body.length));
    },
    close() {
      fs.writeSync(fd, Buffer.alloc(BLOCK * 2));
    },
  };
}

export interface TarMember {
  name: string;
  size: number;
  /** Where the member's bytes start in the archive. */
  offset: number;
}

const field = (header: Buffer, start: number, length: number) => {
  const raw = header.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString("utf8");
};

function parseOctal(header: Buffer, start: number, length: number): number {
  const text = field(header, start, length).trim();
  if (!/^[0-7]+$/.test(text)) throw new TarError("The archive is damaged: a header holds no valid number");
  return parseInt(text, 8);
}

/** Every regular file of the archive, checking each header's checksum and that no member runs past the end. */
export function listTar(fd: number): TarMember[] {
  const total = fs.fstatSync(fd).size;
  const members: TarMember[] = [];
  const header = Buffer.alloc(BLOCK);
  let position = 0;
  for (;;) {
    if (position + BLOCK > total) throw new TarError("The archive is incomplete: it ends without the end marker");
    fs.readSync(fd, header, 0, BLOCK, position);
    if (header.every((b) => b === 0)) return members;
    if (parseOctal(header, 148, 8) !== checksum(header)) throw new TarError("The archive is damaged: a header's checksum is wrong");
    const size = parseOctal(header, 124, 12);
    const offset = position + BLOCK;
    if (offset + size > total) throw new TarError("The archive is incomplete: its last file is cut short");
    const type = String.fromCharCode(header[156]);
    const prefix = field(header, 345, 155);
    const name = field(header, 0, 100);
    if (type === "0" || header[156] === 0) members.push({ name: prefix ? `${prefix}/${name}` : name, size, offset });
    else if (!["5", "x", "g"].includes(type)) throw new TarError(`The archive holds a member of an unsupported kind (${name})`);
    position = offset + size + padding(size).length;
  }
}

/** The bytes of one member. */
export function readMember(fd: number, member: TarMember): Buffer {
  const body = Buffer.alloc(member.size);
  let read = 0;
  while (read < member.size) {
    const n = fs.readSync(fd, body, read, member.size - read, member.offset + read);
    if (n === 0) throw new TarError(`The archive is incomplete: ${member.name} is cut short`);
    read += n;
  }
  return body;
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
  const header = Buffer.alloc(BLOCK);
  const read = fs.readSync(fd, header, 0, BLOCK, 0);
  return read === BLOCK && header.subarray(257, 262).toString("latin1") === "ustar";
}
