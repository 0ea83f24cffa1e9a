#!/usr/bin/env bash
# Add a drizzle-kit migration for the changes to src/db/schema.ts since the last one:
#   npm run db:generate -- <name>
# Migrations are additive from 0001 on: data dirs and databases migrated by an earlier
# version apply only what they have not seen (0000_init.sql is never rewritten).
set -euo pipefail
cd "$(dirname "$0")/.."
name="${1:?usage: npm run db:generate -- <migration name>}"
npx drizzle-kit generate --name "$name"
