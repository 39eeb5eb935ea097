import { builtInBlogPosts } from "@/content/blog";
import { builtInProjects } from "@/content/projects";
import { landingPageRoutes, speaksifyPage } from "@/content/service-pages";
import { blogPath, caseStudyPath } from "@/lib/paths";

/** One page of each public template (three variants of the service pages' one). */
export const EVERY_TEMPLATE = [
  "/",
  "/portfolio",
  caseStudyPath("medflow-patient-portal"),
  "/web-apps",
  "/ui-ux-design",
  "/sales-force",
  "/products",
  speaksifyPage.route,
  "/blogs",
  blogPath("core-web-vitals-playbook"),
  "/reviews",
  "/privacy-policy",
  "/search?q=ai",
  "/no-such-page",
];

/** Leaves for the external blog 1.5 s after it loads: looked at with the page's clock stopped. */
export const REDIRECT_PAGE = "/blog-external";

/** Every public page of the built-in content but the redirect page. */
export const ALL_PUBLIC_PAGES = [
  ...new Set([
    ...EVERY_TEMPLATE,
    ...landingPageRoutes,
    ...builtInProjects.map((p) => caseStudyPath(p.id)),
    ...builtInBlogPosts.map((p) => blogPath(p.id)),
  ]),
];
