#!/bin/sh
echo "Prisma's native schema engine is not available offline; use: npm run db:migrate -- <name> (scripts/migrate-wasm.mjs)" >&2
exit 1
