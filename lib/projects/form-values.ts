import type { z } from "zod";
import type { Project, projectFormSchema } from "@/lib/projects/schema";

/** The form's fields: the project's, and its slug (its address). */
export type ProjectFormValues = z.input<typeof projectFormSchema> & { slug: string };

/** The form's starting values: empty for a new project, the stored project for an edit. */
export function projectFormValues(p?: Project): ProjectFormValues {
  return {
    title: p?.title ?? "",
    description: p?.description ?? "",
    serviceId: (p?.serviceId ?? "") as ProjectFormValues["serviceId"],
    alsoShowOn: p?.alsoShowOn ?? [],
    client: p?.client ?? "",
    clientLogo: p?.clientLogo ?? "",
    industry: p?.industry ?? "",
    challenge: p?.challenge ?? "",
    solution: p?.solution ?? "",
    image: p?.image ?? "",
    liveUrl: p?.liveUrl ?? "",
    gallery: p?.gallery ?? [],
    technologies: p?.technologies ?? [],
    approach: p?.approach ?? [],
    features: p?.features ?? [],
    techStack: p?.techStack ?? [],
    metrics: p?.metrics ?? {},
    detailedMetrics: p?.detailedMetrics ?? [],
    extendedTestimonial: { quote: "", author: "", position: "", company: "", ...p?.extendedTestimonial },
    testimonial: p?.testimonial ?? "",
    timeline: p?.timeline ?? "",
    teamSize: p?.teamSize ?? "",
    projectType: p?.projectType ?? "",
    slug: p?.id ?? "",
    status: p?.status ?? "draft",
    publishAt: p?.publishAt?.toISOString() ?? "",
  };
}
