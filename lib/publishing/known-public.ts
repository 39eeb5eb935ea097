import "server-only";
import fs from "node:fs";
import path from "node:path";
import { DEFAULT_PGLITE_DIR } from "@/lib/db/target";
import { logger } from "@/lib/log/logger";

const log = logger("publishing");

/** A content type's name. */
export type PublicList = string;

/** What this instance knows of an entity's public items: the ids its last successful database read returned (null:
 *  never read), and the ids withdrawn (unpublished, archived, deleted) since. */
interface Known {
  ids: string[] | null;
  withdrawn: string[];
}
type KnownFile = Record<PublicList, Known | undefined>;

const g = globalThis as unknown as { __knownPublic?: KnownFile };
const empty = (): KnownFile => ({});
const NOTHING_KNOWN: Known = { ids: null, withdrawn: [] };

/** Kept beside the embedded database (or in .data/ with PostgreSQL), so a restart during an outage still knows;
 *  KNOWN_PUBLIC_FILE overrides. Not written by `next build`, whose workers read throw-away copies. */
function knownPublicFile(env = process.env): string | null {
  if (env.NEXT_PHASE === "phase-production-build") return null;
  if (env.KNOWN_PUBLIC_FILE) return path.resolve(/*turbopackIgnore: true*/ env.KNOWN_PUBLIC_FILE);
  if (env.DATABASE_URL) return path.resolve(/*turbopackIgnore: true*/ ".data", "known-public.json");
  return `${path.resolve(/*turbopackIgnore: true*/ env.PGLITE_DIR ?? DEFAULT_PGLITE_DIR)}.known-public.json`;
}

function load(): KnownFile {
  if (g.__knownPublic) return g.__knownPublic;
  const file = knownPublicFile();
  try {
    g.__knownPublic = {
      ...empty(),
      ...(file ? (JSON.parse(fs.readFileSync(/*turbopackIgnore: true*/ file, "utf8")) as Partial<KnownFile>) : {}),
    };
  } catch {
    g.__knownPublic = empty();
  }
  return g.__knownPublic;
}

function save(known: KnownFile) {
  g.__knownPublic = known;
  const file = knownPublicFile();
  if (!file) return;
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(known));
  } catch (error) {
    log.warn({ err: error }, "could not keep the list of public items on disk");
  }
}

/** A successful read: these ids are public now, and nothing else. */
export function rememberPublic(list: PublicList, ids: string[]) {
  const known = load();
  const entry = known[list] ?? NOTHING_KNOWN;
  const same =
    entry.ids?.length === ids.length && entry.withdrawn.length === 0 && ids.every((id, i) => entry.ids?.[i] === id);
  if (!same) save({ ...known, [list]: { ids, withdrawn: [] } });
}

/** The owner took this item off the site: a fallback must never show it again until a read says otherwise. */
export function rememberWithdrawn(list: PublicList, id: string) {
  const known = load();
  const entry = known[list] ?? NOTHING_KNOWN;
  save({
    ...known,
    [list]: { ids: entry.ids?.filter((k) => k !== id) ?? null, withdrawn: [...new Set([...entry.withdrawn, id])] },
  });
}

/** The built-in items a fallback may show: those the database last said were public and not withdrawn since (all
 *  of them when this instance has never reached its database and knows of no withdrawal). */
export function stillPublic<T extends { id: string }>(list: PublicList, items: T[]): T[] {
  const { ids, withdrawn } = load()[list] ?? NOTHING_KNOWN;
  const allowed = ids ? new Set(ids) : null;
  return items.filter((item) => (!allowed || allowed.has(item.id)) && !withdrawn.includes(item.id));
}
