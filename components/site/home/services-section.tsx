import { getImageMetas } from "@/lib/media/queries";
import { getProjects } from "@/lib/projects/queries";
import { Services } from "./services";

/** The services section with each service's featured projects. The reads are cached, so the section is part of
 *  the prerendered page: no Suspense boundary, whose fallback React would also ship for a section this large. */
export async function ServicesSection() {
  const [{ data }, metas] = await Promise.all([
    getProjects().catch(() => ({ data: [] })),
    getImageMetas().catch(() => ({})),
  ]);
  return <Services projects={data} metas={metas} />;
}
