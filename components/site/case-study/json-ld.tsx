import { getSiteSettings } from "@/lib/settings/queries";
import type { ProjectView } from "@/lib/projects/rules";
import { caseStudyPath } from "@/lib/paths";
import { JsonLd } from "@/components/ui/json-ld";

/** Structured data of a case study: a CreativeWork by the studio for the client, and its breadcrumbs. */
export async function CaseStudyJsonLd({ project: p }: { project: ProjectView }) {
  const site = await getSiteSettings();
  const url = new URL(caseStudyPath(p.id), site.siteUrl).toString();
  const data = [
    {
      "@context": "https://schema.org",
      "@type": "CreativeWork",
      name: p.title,
      headline: p.title,
      description: p.description,
      url,
      image: new URL(p.image, site.siteUrl).toString(),
      dateCreated: p.createdAt.toISOString(),
      dateModified: p.updatedAt.toISOString(),
      about: p.industry,
      keywords: p.technologies.join(", "),
      creator: { "@type": "Organization", name: site.name, url: site.siteUrl },
      sourceOrganization: { "@type": "Organization", name: p.client },
    },
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: new URL("/", site.siteUrl).toString() },
        { "@type": "ListItem", position: 2, name: "Portfolio", item: new URL("/portfolio", site.siteUrl).toString() },
        { "@type": "ListItem", position: 3, name: p.title, item: url },
      ],
    },
  ];
  return <JsonLd data={data} />;
}
