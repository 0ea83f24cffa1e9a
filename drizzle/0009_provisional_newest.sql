CREATE INDEX "notes_scope_status_occurred_id_idx" ON "notes" USING btree ("tenant_id","scope_key","status","occurred_at","id");--> statement-breakpoint
DROP INDEX "notes_scope_status_occurred_idx";