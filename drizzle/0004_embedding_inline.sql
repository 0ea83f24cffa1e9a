-- Keep a note's embedding in its row. pgvector's type defaults to EXTERNAL storage, and a
-- notes row (content, its tsvector, evidence, the 1.5 kB vector) passes the 2 kB TOAST
-- threshold, so the vector went to the TOAST table and every exact similarity scan (the
-- pipeline's neighbours, three per note; context below the HNSW threshold) fetched each
-- vector from there. MAIN keeps it inline unless nothing else can make the row fit, and a
-- 4 kB target lets an ordinary row (about 2.5 kB) stay whole: only long content or
-- evidence goes out of line. docs/design.md#embedding-inline has the measurement. Only
-- settings change (no table rewrite): rows written from now on are stored this way,
-- older rows when they are next updated.
ALTER TABLE "notes" ALTER COLUMN "embedding" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "notes" SET (toast_tuple_target = 4080);
