DROP INDEX "notes_pipeline_idx";--> statement-breakpoint
CREATE INDEX "notes_status_idx" ON "notes" USING btree ("status");