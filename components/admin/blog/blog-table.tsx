import Link from "next/link";
import { ExternalLink, Pencil } from "lucide-react";
import { deleteBlogPostAction } from "@/lib/blog/actions/post";
import type { BlogPost } from "@/lib/blog/schema";
import { AdminTable, cellClass, Chip, EmptyState } from "@/components/admin/common/table";
import { StatusChip } from "@/components/admin/common/status-chip";
import { IconLink } from "@/components/admin/common/icon-link";
import { DeleteButton } from "@/components/admin/common/delete-button.client";
import { LocalDate } from "@/components/admin/common/local-date.client";
import { buttonClass } from "@/components/ui/button";
import { blogPath } from "@/lib/paths";

export const TAG_CHIPS = 2;

/** Blog Management's table: Title, Author, Date (local format), 'N min read', Tags (2 + '+N more'), Actions. */
export function BlogTable({ posts }: { posts: BlogPost[] }) {
  if (posts.length === 0) {
    return (
      <EmptyState>
        <p className="font-display text-lg font-semibold">No blog posts found</p>
        <Link href="/admin/blogs/new" className={buttonClass({ size: "sm" })}>Write your first blog post</Link>
      </EmptyState>
    );
  }
  return (
    <AdminTable caption="Blog posts" head={["Title", "Author", "Date", "Reading Time", "Tags", "Actions"]}>
      {posts.map((p) => (
        <tr key={p.id} data-testid="blog-row">
          <td className={`${cellClass} min-w-52 max-w-80 font-medium`}><div className="grid">{p.title}<StatusChip item={p} /></div></td>
          <td className={`${cellClass} text-muted`}>{p.authorName}</td>
          <td className={`${cellClass} tabular whitespace-nowrap`}><LocalDate iso={p.publishedAt.toISOString()} /></td>
          <td className={`${cellClass} whitespace-nowrap`}>{p.readingTime} min read</td>
          <td className={cellClass}>
            <div className="flex flex-wrap items-center gap-1.5">
              {p.tags.slice(0, TAG_CHIPS).map((t) => <Chip key={t}>{t}</Chip>)}
              {p.tags.length > TAG_CHIPS && <span className="text-xs text-muted">+{p.tags.length - TAG_CHIPS} more</span>}
            </div>
          </td>
          <td className={cellClass}>
            <div className="flex items-center gap-1">
              <IconLink href={blogPath(p.id)} label={`View ${p.title}`} Icon={ExternalLink} newTab />
              <IconLink href={`/admin/blogs/edit/${p.id}`} label={`Edit ${p.title}`} Icon={Pencil} />
              <DeleteButton id={p.id} label={`Delete ${p.title}`} action={deleteBlogPostAction}
                confirmText="Are you sure you want to delete this blog post?" successTitle="Blog post deleted"
                failure="Failed to delete blog post. Please try again." />
            </div>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
