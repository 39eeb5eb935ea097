import type { BuiltInBlogPost } from "@/content/types";
import { aiAgentsInProduction } from "./ai-agents-in-production";
import { caseStudyMedflowRebuild } from "./case-study-medflow-rebuild";
import { coreWebVitalsPlaybook } from "./core-web-vitals-playbook";
import { offlineFirstMobileApps } from "./offline-first-mobile-apps";
import { saasPricingArchitecture } from "./saas-pricing-architecture";
import { voiceAiLeadResponse } from "./voice-ai-lead-response";

export { blogAuthors } from "./authors";
/** The six built-in articles, one per blog category. */
export const builtInBlogPosts: BuiltInBlogPost[] = [
  aiAgentsInProduction,
  offlineFirstMobileApps,
  saasPricingArchitecture,
  coreWebVitalsPlaybook,
  voiceAiLeadResponse,
  caseStudyMedflowRebuild,
];
