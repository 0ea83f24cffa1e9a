-- The HNSW graph holds established notes only: recall's HNSW path reads nothing else, and
-- every non-HOT update of a provisional note (its embedding, then its hardening) re-inserted
-- it into the graph (~2-3 ms of Postgres CPU each). Rebuilding the index reads every
-- active embedded note once (docs/production.md: plan it on a large table).
DROP INDEX "notes_embedding_hnsw_idx";--> statement-breakpoint
CREATE INDEX "notes_embedding_hnsw_idx" ON "notes" USING hnsw ("embedding" vector_cosine_ops) WHERE "notes"."status" = 'active';