import type { z } from "zod";
import type { EntityModule, FileRecord } from "@/lib/entity/contract";
import type { RevisionFields } from "@/lib/revisions/diff";
import type { Publishing } from "@/lib/publishing/status";
import { tags as siteTags } from "@/lib/cache-tags";
import type { ContentStore, Stamped } from "./store";

/** A column of a type's admin list beside the title: a field of the row, read as text, a date, a few chips of a list
 *  ("+N more"), minutes, or a label from `choices`. */
export interface ListColumnSpec {
  field: string;
  header: string;
  as?: "text" | "date" | "chips" | "minutes" | "choice";
  chips?: number;
  sortable?: boolean;
  muted?: boolean;
}

/** A type's admin list: where it is, and what its server-side table reads, searches and sorts by. */
interface AdminListSpec {
  /** The list page's heading and description, and its button that makes a new item. */
  heading: string;
  description: string;
  add: { label: string; icon: string };
  columns: ListColumnSpec[];
  /** Labels of stored values, by field (a service id's name). */
  choices?: Record<string, Record<string, string>>;
  /** The list's address (/admin/portfolio); an item is edited at {path}/edit/{id}, made at {path}/new. */
  path: string;
  /** Its name in the side menu and the top bar ("Portfolios"), and its icon there. */
  label: string;
  icon: string;
  /** Other admin pages that list some of its items (the case studies among the projects): tabs above its list, and
   *  part of its place in the menu. */
  views?: { path: string; label: string }[];
  /** The title of the toast when an item to edit does not exist ("Project not found" when not given). */
  notFoundTitle?: string;
  /** Columns the search box looks in (case-insensitive), and list columns it matches an entry of exactly (a tag). */
  searchFields: string[];
  arrayFields?: string[];
  /** What a row of the list holds beside id, title, status and publishAt. */
  listFields: string[];
  /** The columns it sorts by, the first the default (newest first); blanks of a nullable one sort last. */
  sorts: readonly [string, ...string[]];
  nullableSorts?: string[];
}

/** How a type's items are searched on the site: which group they appear in, and their text. */
interface SearchSpec<I> {
  kind: string;
  /** Where a hit leads, when the type has no pages of its own (else its public page). */
  path?(item: I): string;
  text(item: I): { title: string; summary: string; body: string; keywords: string };
}

/** What every type's data holds: its publishing fields and a title (lists, the trash, search and the audit log name
 *  an item by it). */
export type ItemData = Publishing & { title: string };

/** A kind of content the owner manages: one definition that every feature reads (publishing, revisions, trash,
 *  preview, autosave, slugs and redirects, search, sitemap, media usage, backups, the admin list and editor). */
export interface ContentType<
  N extends string = string,
  D extends ItemData = ItemData,
  I extends Stamped = Stamped,
  E extends EntityModule<string, FileRecord> = EntityModule<string, FileRecord>,
> {
  /** Its one name: in revisions, the trash, the audit log, autosaved copies, preview links and share links. */
  name: N;
  /** How the admin names one item and several ("Portfolio", "Portfolios"), and an item in a sentence ("project"). */
  labels: { one: string; many: string; item: string };
  /** What a save may write: the single source of validation. */
  schema: z.ZodType<D>;
  /** The admin form's schema (the same, or stricter where the form offers fixed choices). */
  formSchema: z.ZodType<D>;
  store: ContentStore<D, I>;
  /** Its cache tags: the lists', and one item's. A change expires both (and the redirects, when it has pages). */
  tags: { list: string; item(id: string): string };
  /** The public page of an item, when items have pages of their own (then slugs are addresses, and an old slug
   *  redirects to the new one). */
  publicPath?(id: string): string;
  /** Where it is managed in the admin: its list, the editor of an item, a new item. */
  admin: AdminListSpec;
  /** A slug made from a title that has no letters or digits. */
  slugFallback: string;
  revisionFields: RevisionFields;
  /** Fields holding image URLs (a string, or a list of them), named as the media library says where they are used. */
  mediaFields: Record<string, string>;
  search?: SearchSpec<I>;
  /** Its place on the dashboard, when it has one: the count card, the recent list (with the field it shows beside a
   *  title) and the quick action that makes a new one. */
  dashboard?: { count: string; recent: string; empty: string; meta: string; action: string };
  /** Backups, import/export, the integrity check and the first start's seeding. */
  entity: E;
  /** What every save does to the data before it is written (a post's reading time from its body). */
  prepare?(data: D): D;
}

/** Keeps a definition's literal name and types. */
export const defineContentType = <
  const N extends string,
  D extends ItemData,
  I extends Stamped,
  E extends EntityModule<string, FileRecord>,
>(
  type: ContentType<N, D, I, E>,
) => type;

/** A type with its own data types erased, as the features that loop over the registry see it. */
export type AnyContentType = ContentType<string, ItemData, Stamped>;

/** Every cache tag a change to this item expires. */
export const itemTags = (type: AnyContentType, id: string) => [
  type.tags.list,
  type.tags.item(id),
  ...(type.publicPath ? [siteTags.redirects] : []),
];
