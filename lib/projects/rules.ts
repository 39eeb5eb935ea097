import { categoryFor } from "@/content/categories";
import type { CategoryGroup } from "@/content/types";
import type { ExtendedTestimonial, Project, ProjectType } from "./schema";

export const PROJECT_PLACEHOLDER_IMAGE = "/images/placeholder.webp";
const DETAILS_COMING_SOON = "Details coming soon — we are preparing the full write-up of this engagement.";

/** A project with defaults filled in for every missing field. */
export interface ProjectView extends Project {
  client: string;
  industry: string;
  image: string;
  timeline: string;
  teamSize: string;
  testimonial: string;
  challenge: string;
  solution: string;
  extendedTestimonial: ExtendedTestimonial;
}

export function withDefaults(project: Project): ProjectView {
  const client = project.client || "Client";
  const t = project.extendedTestimonial;
  return {
    ...project,
    title: project.title || "Untitled Project",
    description: project.description || "No description available",
    client,
    industry: project.industry || "Technology",
    image: project.image || PROJECT_PLACEHOLDER_IMAGE,
    timeline: project.timeline || "3 months",
    teamSize: project.teamSize || "3 developers",
    testimonial: project.testimonial || t?.quote || "Great project experience.",
    challenge: project.challenge || DETAILS_COMING_SOON,
    solution: project.solution || DETAILS_COMING_SOON,
    extendedTestimonial: {
      quote: t?.quote || project.testimonial || "Great project experience.",
      author: t?.author || "Client Representative",
      position: t?.position || "Project Manager",
      company: t?.company || project.client || "Client Company",
    },
  };
}

/** The industry badge of a project card: its industry, else derived from the title. */
export function industryBadge(project: Pick<Project, "industry" | "title">): string {
  if (project.industry?.trim()) return project.industry.trim();
  const title = (project.title ?? "").toLowerCase();
  if (/e-?commerce|retail/.test(title)) return "E-commerce";
  if (/healthcare|medical/.test(title)) return "Healthcare";
  if (/education|learning/.test(title)) return "EdTech";
  if (/saas|platform/.test(title)) return "SAAS Platform";
  return "Enterprise";
}

const TYPE_BY_SERVICE: Record<string, ProjectType> = {
  "web-apps": "web",
  saas: "saas",
  "mobile-apps": "mobile",
  "ai-calling": "ai",
  "ai-automation": "ai",
  "chatbot-development": "ai",
  "ar-vr-development": "arvr",
  "gaming-ar-vr": "arvr",
  iot: "iot",
};

/** The case-study variant: the project's own projectType, else derived from its service, else "default". */
export function projectTypeOf(project: Pick<Project, "projectType" | "serviceId">): ProjectType | "default" {
  return project.projectType ?? TYPE_BY_SERVICE[project.serviceId] ?? "default";
}

export interface ServiceGroup extends CategoryGroup {
  projects: Project[];
}

/** Projects grouped by service, in the order of the static category groups, then unknown services. */
export function groupByService(projects: Project[]): ServiceGroup[] {
  const groups = new Map<string, ServiceGroup>();
  for (const project of projects) {
    const group = groups.get(project.serviceId) ?? { ...categoryFor(project.serviceId), projects: [] };
    group.projects.push(project);
    groups.set(project.serviceId, group);
  }
  const order = ["web-apps", "saas", "mobile-apps", "ai-calling", "ai-automation"];
  const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
  return [...groups.values()].sort((a, b) => rank(a.id) - rank(b.id));
}

/** Counts per service for the filter buttons: only services with at least one project. */
export function serviceCounts(projects: Project[]) {
  return groupByService(projects).map((g) => ({ id: g.id, title: g.title, color: g.color, count: g.projects.length }));
}

/** The first `n` metrics of a project as label/value pairs. */
export function firstMetrics(project: Pick<Project, "metrics">, n: number) {
  return Object.entries(project.metrics ?? {})
    .slice(0, n)
    .map(([label, value]) => ({ label, value }));
}

/** A list trimmed to `max` entries plus how many were left out (chips with "+N"). */
export function trimList<T>(items: T[], max: number) {
  return { shown: items.slice(0, max), more: Math.max(0, items.length - max) };
}

/** Case studies are the projects with both a challenge and a solution. */
export const isCaseStudy = (p: Pick<Project, "challenge" | "solution">) =>
  Boolean(p.challenge?.trim() && p.solution?.trim());
