import { getProjects } from "@/lib/projects/queries";
import { Services } from "./services";

/** The services section with each service's featured projects. The read is cached, so the section is part of
 *  the prerendered page: no Suspense boundary, whose fallback React would also ship for a section this large. */
export async function ServicesSection() {
  const { data } = await getProjects().catch(() => ({ data: [] }));
  return <Services projects={data} />;
}
