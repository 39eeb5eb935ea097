/** Cache tags: every cached read is tagged, every admin write revalidates the tags it touches. */
export const tags = {
  projects: "projects",
  project: (id: string) => `project:${id}`,
  blog: "blog",
  blogPost: (id: string) => `blog:${id}`,
  redirects: "redirects",
  media: "media",
} as const;
