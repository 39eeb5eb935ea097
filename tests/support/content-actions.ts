// The generic content actions (lib/collections/actions) in the shapes the tests were written for: one create, update,
// status, restore and delete action per type, taking the form's own input. Anything that is not a plain object is
// passed on as the item, so hostile inputs still reach the real action.
import type { AdminAction } from "@/lib/admin/action";
import { createItemAction } from "@/lib/collections/actions/create-item";
import { updateItemAction } from "@/lib/collections/actions/update-item";
import { setStatusAction } from "@/lib/collections/actions/set-status";
import { restoreRevisionAction } from "@/lib/collections/actions/restore-revision";
import { deleteItemsAction } from "@/lib/collections/actions/delete-items";
import { projectType } from "@/lib/projects/type";
import { blogType } from "@/lib/blog/type";
import { testimonialType } from "@/lib/testimonials/type";
import { createItem, updateItem } from "@/lib/content/mutations";
import { snapshotOf } from "@/lib/content/snapshot";
import { itemTags } from "@/lib/content/type";
import type { Db } from "@/lib/db/transaction";
import type { SaveBy } from "@/lib/revisions/store";

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

function adapt<T>(action: AdminAction<T>, shape: (input: unknown) => unknown): AdminAction<T> {
  const call = (input: unknown) => action(shape(input));
  return Object.assign(call, {
    access: action.access,
    withDeps: (deps: Parameters<AdminAction<T>["withDeps"]>[0]) => (input: unknown) =>
      action.withDeps(deps)(shape(input)),
  });
}

const create = (type: string) =>
  adapt(createItemAction, (input) => {
    if (!isObject(input)) return { type, item: input };
    const { slug, idempotencyKey, ...item } = input;
    return { type, slug, idempotencyKey, item };
  });
const update = (type: string, key: string) =>
  adapt(updateItemAction, (input) => {
    if (!isObject(input)) return { type, item: input };
    const { [key]: item, ...rest } = input;
    return { type, ...rest, item };
  });
const withType = <T>(action: AdminAction<T>, type: string) =>
  adapt(action, (input) => (isObject(input) ? { ...input, type } : input));
const deleteOne = (type: string) =>
  adapt(deleteItemsAction, (input) => (isObject(input) ? { type, ids: [input.id] } : input));

export const createProjectAction = create("project");
export const updateProjectAction = update("project", "project");
export const createBlogPostAction = create("blog");
export const updateBlogPostAction = update("blog", "post");
export const setProjectsStatusAction = withType(setStatusAction, "project");
export const setBlogPostsStatusAction = withType(setStatusAction, "blog");
export const restoreProjectRevisionAction = withType(restoreRevisionAction, "project");
export const restoreBlogRevisionAction = withType(restoreRevisionAction, "blog");
export const deleteProjectAction = deleteOne("project");
export const deleteBlogPostAction = deleteOne("blog");
export const deleteProjectsAction = withType(deleteItemsAction, "project");
export const deleteBlogPostsAction = withType(deleteItemsAction, "blog");

type ProjectData = Parameters<typeof createItem<Parameters<typeof projectType.store.insert>[2], never>>[2];
type PostData = Parameters<typeof blogType.store.insert>[2];

/** The engine's mutations for one type, as the tests call them. */
export const createProject = (db: Db, data: ProjectData, slug: string | undefined, by: SaveBy) =>
  createItem(db, projectType, data, slug, by);
export const updateProject = (
  db: Db,
  id: string,
  data: ProjectData,
  openedAt: Date | string,
  slug: string | undefined,
  by: SaveBy,
) => updateItem(db, projectType, id, data, openedAt, slug, by);
export const createBlogPost = (db: Db, data: PostData, slug: string | undefined, by: SaveBy) =>
  createItem(db, blogType, data, slug, by);
export const updateBlogPost = (
  db: Db,
  id: string,
  data: PostData,
  openedAt: Date | string,
  slug: string | undefined,
  by: SaveBy,
) => updateItem(db, blogType, id, data, openedAt, slug, by);

type TestimonialData = Parameters<typeof testimonialType.store.insert>[2];
export const createTestimonial = (db: Db, data: TestimonialData, slug: string | undefined, by: SaveBy) =>
  createItem(db, testimonialType, data, slug, by);

export const projectCodec = projectType.entity.codec;
export const blogCodec = blogType.entity.codec;
export const projectSnapshot = (row: object) => snapshotOf(projectType.store.fromRow(row));
export const blogSnapshot = (row: object) => snapshotOf(blogType.store.fromRow(row));
export const PROJECT_REVISION_FIELDS = projectType.revisionFields;
export const BLOG_REVISION_FIELDS = blogType.revisionFields;
export { restoreFromTrashAction } from "@/lib/trash/actions";
export { normaliseProject, projectEntitySchema } from "@/lib/projects/codec";
export { normaliseBlog, blogEntitySchema } from "@/lib/blog/codec";
export const projectTags = (id: string) => itemTags(projectType, id);
export const blogTags = (id: string) => itemTags(blogType, id);
