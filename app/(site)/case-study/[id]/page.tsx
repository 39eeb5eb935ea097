import type { Metadata } from "next";
import { CaseStudy } from "@/components/site/case-study/case-study";
import { builtInProjectList } from "@/lib/projects/built-in";
import { getProject } from "@/lib/projects/queries";
import { withDefaults } from "@/lib/projects/rules";
import { caseStudyPath } from "@/lib/paths";
import { previewedItem } from "@/lib/preview/items";
import { projectType } from "@/lib/projects/type";

type Props = { params: Promise<{ id: string }> };

/** The built-in case studies are prerendered; any other id (a project added in the admin) renders on its first
 *  request and is then cached until that project changes. */
// Params not built ahead render on their own, blocking: Next would otherwise build one generic shell for the route
// whose cached reads (one page's data, untagged) a later page would start from, stale after an edit.
export const unstable_paramMatching = { id: "blocking" };

export function generateStaticParams() {
  return builtInProjectList().map((p) => ({ id: p.id }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const preview = await previewedItem(projectType, id);
  const loaded = preview ? { data: preview.item } : await getProject(id).catch(() => null);
  if (!loaded?.data) return { title: "Case Study", robots: { index: false } };
  const p = withDefaults(loaded.data);
  const title = `${p.title} — ${p.client} Case Study`;
  const url = caseStudyPath(p.id);
  return {
    ...(preview && { robots: { index: false, follow: false } }),
    title,
    description: p.description,
    alternates: { canonical: url },
    openGraph: { type: "article", title, description: p.description, url, modifiedTime: p.updatedAt.toISOString() },
    twitter: { card: "summary_large_image", title, description: p.description },
  };
}

export default async function CaseStudyPage({ params }: Props) {
  return <CaseStudy id={(await params).id} />;
}
