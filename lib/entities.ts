import { mediaEntity } from "@/lib/media/entity";
import { CONTENT_TYPES } from "@/lib/content-types";
import { settingsEntity } from "@/lib/settings/entity";
import { redirectEntity } from "@/lib/redirects/entity";
import type { EntityModule, FileRecord } from "@/lib/entity/contract";

/** The site's content proper (the portfolio, the blog): what 'Migrate' copies and 'Check Database' counts, what every
 *  file and backup holds a list of, and what count phrases always name. */
const CONTENT_ENTITIES = CONTENT_TYPES.map((type) => type.entity);

/** Every entity backups, restores, exports, imports, the integrity check and seeding cover: adding one is its
 *  folder under lib/ (with an entity.ts) and one line here. Restores write in this order and clear in reverse,
 *  so an entity that refers to another comes after it (the library's images before the projects and posts that
 *  show them). The entities that are not content are named only when a file holds them, and a file without their
 *  list leaves them as they are. */
export const ENTITIES = [mediaEntity, ...CONTENT_ENTITIES, settingsEntity, redirectEntity] as const;

export type EntityKey = (typeof ENTITIES)[number]["key"];
export type ContentKey = (typeof CONTENT_ENTITIES)[number]["key"];

/** How many records of each entity (a backup, an import, the database). */
export type EntityCounts = Record<EntityKey, number>;

/** Records of each entity, as read from a file or a backup. An entity whose list the file does not hold (an older
 *  file, from before media, settings or redirects were kept) is absent: a restore or import leaves it as it is. */
export type ContentSet = Partial<Record<EntityKey, FileRecord[]>>;

/** The registry as the loops see it: every module with its own record type erased. */
export const entities = ENTITIES as readonly EntityModule<EntityKey>[];

export const contentEntities = CONTENT_ENTITIES as readonly EntityModule<ContentKey>[];

export const isContent = (entity: EntityModule<EntityKey>) =>
  (contentEntities as readonly EntityModule<EntityKey>[]).includes(entity);

/** Whether every backup holds a list of this entity: content that was there from the start (a type added later, like
 *  testimonials, is absent from older backups and files, and such a file leaves it as it is). */
export const alwaysInFiles = (entity: EntityModule<EntityKey>) => isContent(entity) && !entity.optionalInFiles;

export const entityNamed = (name: string) => entities.find((e) => e.name === name);

/** An object with one value per entity key. */
export const perEntity = <T>(value: (entity: EntityModule<EntityKey>) => T) =>
  Object.fromEntries(entities.map((e) => [e.key, value(e)])) as Record<EntityKey, T>;

/** An object with one value per content entity key. */
export const perContentEntity = <T>(value: (entity: EntityModule<ContentKey>) => T) =>
  Object.fromEntries(contentEntities.map((e) => [e.key, value(e)])) as Record<ContentKey, T>;

/** "4 portfolios and 6 blog posts" (each count followed by `detail`, when given): the content every file holds
 *  always, then any other entity with a count, content first (", 19 testimonials, 12 images and 3 redirects"). */
export function countsPhrase(counts: Partial<EntityCounts>, detail: (key: EntityKey) => string = () => "") {
  const some = (e: EntityModule<EntityKey>) => !alwaysInFiles(e) && (counts[e.key] ?? 0) > 0;
  const named = [
    ...entities.filter(alwaysInFiles),
    ...entities.filter((e) => isContent(e) && some(e)),
    ...entities.filter((e) => !isContent(e) && some(e)),
  ];
  const parts = named.map((e) => `${counts[e.key] ?? 0} ${e.labels.adminMany}${detail(e.key)}`);
  return parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}` : parts.join("");
}

/** Cache tags of every entity (public lists, settings, redirects, the library's image details): what a restore, an
 *  import or a migration expires. */
export const contentTags = () => entities.flatMap((e) => e.tags);

/** The entity whose records mean 'Migrate' already ran (the portfolio). */
export const MIGRATION_MARKER: EntityModule<EntityKey> = CONTENT_ENTITIES[0] as EntityModule<EntityKey>;
