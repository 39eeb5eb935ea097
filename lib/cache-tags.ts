/** Cache tags the site shares: every cached read is tagged, every admin write revalidates the tags it touches. A
 *  content type's own tags are in its definition (`tags`). */
export const tags = {
  redirects: "redirects",
  settings: "settings",
  media: "media",
} as const;
