import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { EntityCodec, FileRecord } from "@/lib/entity/contract";
import { projectTags } from "@/lib/projects/mutations";
import { blogTags } from "@/lib/blog/mutations";
import { projectCodec, projectSnapshot } from "@/lib/projects/codec";
import { blogCodec, blogSnapshot } from "@/lib/blog/codec";
import { PROJECT_REVISION_FIELDS } from "@/lib/projects/revision-fields";
import { BLOG_REVISION_FIELDS } from "@/lib/blog/revision-fields";
import type { RevisionFields } from "@/lib/revisions/diff";
import { recordSave, type Snapshot } from "@/lib/revisions/store";
import type { PublicList } from "@/lib/publishing/known-public";

type Tx = Prisma.TransactionClient;

/** What the trash holds (the names its rows and revisions use). */
export type TrashEntity = "project" | "blog";

interface KindSpec<Row extends { id: string; title: string }, R extends FileRecord> {
  label: string;
  list: PublicList;
  codec: EntityCodec<R>;
  find: (tx: Tx, ids: string[]) => Promise<Row[]>;
  remove: (tx: Tx, ids: string[]) => Promise<{ count: number }>;
  snapshot: (row: Row) => Snapshot;
  fields: RevisionFields;
  tags: (id: string) => string[];
}

/** One kind of item the trash holds, its row type erased: read as snapshots, deleted, and written back through its
 *  entity's codec (the path a backup restore takes) with an "untrash" revision. */
const kind = <Row extends { id: string; title: string }, R extends FileRecord>(spec: KindSpec<Row, R>) => ({
  label: spec.label,
  list: spec.list,
  tags: spec.tags,
  remove: spec.remove,
  rows: async (tx: Tx, ids: string[]) =>
    (await spec.find(tx, ids)).map((r) => ({ id: r.id, title: r.title, snapshot: spec.snapshot(r) })),
  taken: async (tx: Tx, id: string) => (await spec.find(tx, [id])).length > 0,
  /** False when the saved copy is not readable. */
  writeBack: async (tx: Tx, entity: TrashEntity, snapshot: unknown, actor: string) => {
    const parsed = spec.codec.schema.safeParse(spec.codec.normalise(snapshot));
    if (!parsed.success) return false;
    await spec.codec.create(tx, parsed.data);
    const [row] = await spec.find(tx, [parsed.data.id]);
    await recordSave(tx, {
      entity,
      itemId: row.id,
      before: null,
      after: spec.snapshot(row),
      fields: spec.fields,
      by: { actor },
      action: "untrash",
    });
    return true;
  },
});

export const TRASH_KINDS: Record<TrashEntity, ReturnType<typeof kind>> = {
  project: kind({
    label: "Project",
    list: "projects",
    codec: projectCodec,
    snapshot: projectSnapshot,
    fields: PROJECT_REVISION_FIELDS,
    tags: projectTags,
    find: (tx, ids) => tx.project.findMany({ where: { id: { in: ids } } }),
    remove: (tx, ids) => tx.project.deleteMany({ where: { id: { in: ids } } }),
  }),
  blog: kind({
    label: "Blog post",
    list: "blog",
    codec: blogCodec,
    snapshot: blogSnapshot,
    fields: BLOG_REVISION_FIELDS,
    tags: blogTags,
    find: (tx, ids) => tx.blogPost.findMany({ where: { id: { in: ids } } }),
    remove: (tx, ids) => tx.blogPost.deleteMany({ where: { id: { in: ids } } }),
  }),
};
