/** Rows per page of every admin table (browser-safe: the pager offers these). */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
