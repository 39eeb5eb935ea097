import path from "node:path";
import { defineConfig } from "prisma/config";

// Prisma's CLI downloads a native schema engine before every command; offline it cannot.
// generate/validate never run it, migrations go through scripts/migrate-wasm.mjs instead.
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= path.join(import.meta.dirname, "scripts/no-schema-engine.sh");

// No env() for the URL: it throws when DATABASE_URL is unset (embedded PGlite mode).
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL },
});
