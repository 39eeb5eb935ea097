import { Suspense } from "react";
import { getProjects } from "@/lib/projects/queries";
import { Services } from "./services";

async function ServicesWithProjects() {
  const { data } = await getProjects().catch(() => ({ data: [] }));
  return <Services projects={data} />;
}

/** The services section with each service's featured projects from the database (cards first, projects when read). */
export function ServicesSection() {
  return (
    <Suspense fallback={<Services projects={[]} />}>
      <ServicesWithProjects />
    </Suspense>
  );
}
