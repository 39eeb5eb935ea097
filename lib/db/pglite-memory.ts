/** PostgreSQL's memory inside the server's embedded database, added to PGlite's own start parameters. Its defaults
 *  (shared_buffers 128 MB, set up at start in WebAssembly memory, which is never handed back) cost the process
 *  ~120 MB more at rest (measured: PGlite alone 305 MB -> 184 MB RSS). The site's data is a few MB and public pages are
 *  served from the page cache, so a 16 MB buffer pool holds all of it; the files stay in the OS's own cache besides. */
export const pgliteServerParams = (defaults: readonly string[]) => [
  ...defaults,
  "-c",
  "shared_buffers=16MB",
  "-c",
  "work_mem=2MB",
  "-c",
  "maintenance_work_mem=8MB",
  "-c",
  "temp_buffers=1MB",
];
