/** Every public URL the site builds, in one place (links, sitemap, JSON-LD, canonical, admin "view" links). */

export const caseStudyPath = (id: string) => `/case-study/${encodeURIComponent(id)}`;

export const blogPath = (id: string) => `/blog/${encodeURIComponent(id)}`;

/** The blog list, filtered to a category and/or a tag when given. */
export function blogsPath(filter: { category?: string; tag?: string } = {}) {
  const params = new URLSearchParams();
  if (filter.category) params.set("category", filter.category);
  if (filter.tag) params.set("tag", filter.tag);
  const query = params.toString();
  return query ? `/blogs?${query}` : "/blogs";
}

/** The portfolio, filtered to one service when given, optionally scrolled to an anchor ("projects-grid"). */
export const portfolioPath = (service?: string, anchor?: string) =>
  `/portfolio${service ? `?service=${encodeURIComponent(service)}` : ""}${anchor ? `#${anchor}` : ""}`;

/** The reviews, filtered to one service when given. */
export const reviewsPath = (service?: string) =>
  service ? `/reviews?service=${encodeURIComponent(service)}` : "/reviews";

/** The contact form on the home page; reached from a page's call to action, it names that page (`?from=`), so the
 *  lead records which button it came from. */
export const contactPath = (from?: string) => (from ? `/?from=${encodeURIComponent(from)}#contact` : "/#contact");
