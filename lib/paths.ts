/** Every public URL the site builds, in one place (links, sitemap, JSON-LD, canonical, admin "view" links). */

export const caseStudyPath = (id: string) => `/case-study/${encodeURIComponent(id)}`;

export const blogPath = (id: string) => `/blog/${encodeURIComponent(id)}`;

/** The portfolio, filtered to one service when given, optionally scrolled to an anchor ("projects-grid"). */
export const portfolioPath = (service?: string, anchor?: string) =>
  `/portfolio${service ? `?service=${encodeURIComponent(service)}` : ""}${anchor ? `#${anchor}` : ""}`;

/** The reviews, filtered to one service when given. */
export const reviewsPath = (service?: string) => (service ? `/reviews?service=${encodeURIComponent(service)}` : "/reviews");
