ALTER TABLE "note_events" ADD COLUMN "refs" uuid[];--> statement-breakpoint
-- The notes an event's detail names, its own excepted (null when none). A trigger keeps
-- it, so every way an event is written — or its detail changed — is covered.
CREATE OR REPLACE FUNCTION memwright_note_event_refs(detail jsonb, own uuid) RETURNS uuid[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT array_agg(DISTINCT id) FROM (
    SELECT lower(m[1])::uuid AS id
    FROM regexp_matches(detail::text, '([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})', 'g') AS m
  ) ids WHERE id <> own
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION memwright_note_event_refs_trigger() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.refs := CASE WHEN NEW.detail IS NULL THEN NULL ELSE memwright_note_event_refs(NEW.detail, NEW.note_id) END;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER note_events_refs BEFORE INSERT OR UPDATE OF detail ON "note_events"
  FOR EACH ROW EXECUTE FUNCTION memwright_note_event_refs_trigger();--> statement-breakpoint
-- Events written before this migration.
UPDATE "note_events" SET "refs" = memwright_note_event_refs("detail", "note_id") WHERE "detail" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "note_events_refs_idx" ON "note_events" USING gin ("refs");--> statement-breakpoint
CREATE INDEX "notes_derived_from_idx" ON "notes" USING gin ("derived_from_ids");
