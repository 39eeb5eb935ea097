import { projectEntity } from "@/lib/projects/entity";
import { blogEntity } from "@/lib/blog/entity";
import type { EntityModule, FileRecord } from "@/lib/entity/contract";

/** Every entity backups, restores, exports, imports, the integrity check and seeding cover: adding one is its
 *  folder under lib/ (with an entity.ts) and one line here. Restores write in this order and clear in reverse,
 *  so an entity that refers to another comes after it. */
export const ENTITIES = [
  projectEntity,
  blogEntity,
] as const;

export type EntityKey = (typeof ENTITIES)[number]["key"];

/** How many records of each entity (a backup, an import, the database). */
export type EntityCounts = Record<EntityKey, number>;

/** Records of each entity, as read from a file or a backup. */
export type ContentSet = Record<EntityKey, FileRecord[]>;

/** The registry as the loops see it: every module with its own record type erased. */
export const entities = ENTITIES as readonly EntityModule<EntityKey>[];

export const entityNamed = (name: string) => entities.find((e) => e.name === name);

/** An object with one value per entity key. */
export const perEntity = <T,>(value: (entity: EntityModule<EntityKey>) => T) =>
  Object.fromEntries(entities.map((e) => [e.key, value(e)])) as Record<EntityKey, T>;

/** "4 portfolios and 6 blog posts" (each count followed by `detail`, when given). */
export function countsPhrase(counts: EntityCounts, detail: (key: EntityKey) => string = () => "") {
  const parts = entities.map((e) => `${counts[e.key]} ${e.labels.adminMany}${detail(e.key)}`);
  return parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}` : parts.join("");
}

/** Cache tags every public list of content depends on: what a restore, an import or a migration expires. */
export const contentTags = () => entities.flatMap((e) => e.tags);

/** The entity whose records mean 'Migrate' already ran (the portfolio). */
export const MIGRATION_MARKER: EntityModule<EntityKey> = projectEntity as EntityModule<EntityKey>;
