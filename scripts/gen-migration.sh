#!/usr/bin/env bash
# Regenerate the drizzle-kit migration from src/db/schema.ts.
# Nothing has been deployed yet, so the schema is kept as one initial migration;
# once a release ships, switch to `drizzle-kit generate` for additive migrations.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf drizzle
npx drizzle-kit generate --name init >/dev/null
sed -i '1i CREATE EXTENSION IF NOT EXISTS vector;--> statement-breakpoint' drizzle/0000_init.sql
echo "drizzle/0000_init.sql regenerated"
