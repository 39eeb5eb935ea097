import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/** The extensions the migrations create (pg_trgm: site search's typo tolerance). Every PGlite that opens the
 *  site's database loads them; PostgreSQL ships them in contrib. */
export const PGLITE_EXTENSIONS = { pg_trgm };
