import "server-only";
import type { Db } from "@/lib/db/transaction";

/** One place an image is shown: the item, the field, and where to edit it. */
export interface MediaUse {
  label: string;
  href: string;
}

const PROJECT_FIELDS = { image: "featured image", clientLogo: "client logo", gallery: "gallery" } as const;
const POST_FIELDS = { featuredImage: "featured image", authorAvatar: "author avatar" } as const;

/** Every place each of these URLs is used, by URL (all URLs in content when `urls` is omitted). */
export async function findUses(db: Db, urls?: string[]): Promise<Map<string, MediaUse[]>> {
  const wanted = urls && new Set(urls);
  const [projects, posts] = await Promise.all([
    db.project.findMany({
      select: { id: true, title: true, image: true, clientLogo: true, gallery: true },
      orderBy: { title: "asc" },
    }),
    db.blogPost.findMany({
      select: { id: true, title: true, featuredImage: true, authorAvatar: true },
      orderBy: { title: "asc" },
    }),
  ]);
  const uses = new Map<string, MediaUse[]>();
  const add = (url: string | null, use: MediaUse) => {
    if (!url || (wanted && !wanted.has(url))) return;
    const list = uses.get(url) ?? [];
    if (!list.some((u) => u.label === use.label)) list.push(use);
    uses.set(url, list);
  };
  for (const p of projects) {
    const href = `/admin/portfolio/edit/${p.id}`;
    add(p.image, { label: `Project “${p.title}”, ${PROJECT_FIELDS.image}`, href });
    add(p.clientLogo, { label: `Project “${p.title}”, ${PROJECT_FIELDS.clientLogo}`, href });
    for (const url of p.gallery) add(url, { label: `Project “${p.title}”, ${PROJECT_FIELDS.gallery}`, href });
  }
  for (const b of posts) {
    const href = `/admin/blogs/edit/${b.id}`;
    add(b.featuredImage, { label: `Post “${b.title}”, ${POST_FIELDS.featuredImage}`, href });
    add(b.authorAvatar, { label: `Post “${b.title}”, ${POST_FIELDS.authorAvatar}`, href });
  }
  return uses;
}
