import type { RevisionFields } from "@/lib/revisions/diff";

/** A project's fields as its revisions name them (the edit form's labels); challenge, solution and the description
 *  are diffed by words. */
export const PROJECT_REVISION_FIELDS: RevisionFields = {
  id: { label: "Slug" },
  title: { label: "Title" },
  client: { label: "Client" },
  serviceId: { label: "Service" },
  alsoShowOn: { label: "Also show on" },
  description: { label: "Description", long: true },
  image: { label: "Featured Image" },
  clientLogo: { label: "Client Logo" },
  liveUrl: { label: "Live URL" },
  gallery: { label: "Gallery" },
  challenge: { label: "Challenge", long: true },
  solution: { label: "Solution", long: true },
  approach: { label: "Approach", long: true },
  features: { label: "Key features", long: true },
  technologies: { label: "Technologies" },
  techStack: { label: "Tech stack" },
  metrics: { label: "Key metrics" },
  detailedMetrics: { label: "Detailed metrics" },
  testimonial: { label: "Short testimonial", long: true },
  extendedTestimonial: { label: "Testimonial", long: true },
  timeline: { label: "Timeline" },
  teamSize: { label: "Team Size" },
  industry: { label: "Industry" },
  projectType: { label: "Project Type" },
  status: { label: "Status" },
  publishAt: { label: "Publish at" },
};
