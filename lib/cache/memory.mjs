// @ts-check
/** Bytes of rendered pages, and apart from them of 'use cache' entries, that Next keeps in this process's memory
 *  (`cacheMaxMemorySize`; Next's default: 50 MB each). Every page of the built-in site fits (~8 MB of HTML and
 *  payload). Past it, the least recently used page is read from the page cache's files on disk and a data entry from
 *  the database again. Memory a resting server once filled stays taken: with the default, visits to a few hundred
 *  articles would hold ~100 MB for good, against a budget of 350 MB for the whole server. */
export const CACHE_MAX_MEMORY_BYTES = 16 * 1024 * 1024;
