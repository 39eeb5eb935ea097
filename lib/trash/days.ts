/** Deleted projects and posts are kept this long, then the retention job removes them for good. */
export const TRASH_DAYS = 30;
