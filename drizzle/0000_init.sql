CREATE EXTENSION IF NOT EXISTS vector;--> statement-breakpoint
CREATE TABLE "agent_configs" (
	"tenant_id" text NOT NULL,
	"agent_id" text NOT NULL,
	"allow_memory_write" boolean DEFAULT true NOT NULL,
	"max_writes_per_run" integer DEFAULT 5 NOT NULL,
	"extraction_trigger" text DEFAULT 'on_session_end' NOT NULL,
	"extraction_idle_seconds" integer,
	"max_extracted_per_run" integer DEFAULT 10 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_configs_tenant_id_agent_id_pk" PRIMARY KEY("tenant_id","agent_id")
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"role" text NOT NULL,
	"agent_ids" text[],
	"key_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "api_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "conversation_events" (
	"seq" bigserial NOT NULL,
	"tenant_id" text NOT NULL,
	"agent_id" text NOT NULL,
	"run_id" text NOT NULL,
	"event_id" text NOT NULL,
	"user_id" text,
	"thread_id" text,
	"conversation_id" text,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"tool_name" text,
	"at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"extracted_at" timestamp with time zone,
	"extraction_requested_at" timestamp with time zone,
	CONSTRAINT "conversation_events_tenant_id_agent_id_run_id_event_id_pk" PRIMARY KEY("tenant_id","agent_id","run_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"tenant_id" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"response" jsonb NOT NULL,
	"note_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_tenant_id_key_pk" PRIMARY KEY("tenant_id","key")
);
--> statement-breakpoint
CREATE TABLE "note_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"note_id" uuid NOT NULL,
	"type" text NOT NULL,
	"actor" text NOT NULL,
	"reason" text,
	"evidence" jsonb,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"agent_id" text,
	"user_id" text,
	"thread_id" text,
	"scope_level" text NOT NULL,
	"scope_key" text NOT NULL,
	"content" text NOT NULL,
	"content_hash" text NOT NULL,
	"memory_type" text NOT NULL,
	"category" text NOT NULL,
	"status" text NOT NULL,
	"author_type" text NOT NULL,
	"author_id" text,
	"source" text NOT NULL,
	"confidence" text NOT NULL,
	"evidence" jsonb NOT NULL,
	"run_id" text,
	"run_agent_id" text,
	"run_user_id" text,
	"run_thread_id" text,
	"conversation_id" text,
	"visibility" text NOT NULL,
	"conflict_policy" text NOT NULL,
	"deletion_key" text,
	"protection_tier" text DEFAULT 'standard' NOT NULL,
	"importance" real,
	"importance_mark" real,
	"access_count" integer DEFAULT 0 NOT NULL,
	"last_accessed_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"ttl_explicit" boolean DEFAULT false NOT NULL,
	"hardened_at" timestamp with time zone,
	"embedding" vector(384),
	"embedding_model" text,
	"content_tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', content)) STORED,
	"derived_from_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"consolidated_into_id" uuid,
	"consolidation_generation" integer DEFAULT 0 NOT NULL,
	"superseded_by_id" uuid,
	"review_reason" text,
	"flagged_at" timestamp with time zone,
	"pipeline_stage" text DEFAULT 'embed' NOT NULL,
	"pipeline_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pipeline_error" text,
	"version" integer DEFAULT 1 NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" text PRIMARY KEY NOT NULL,
	"allow_inferred_at_thread_scope" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_keys_tenant_idx" ON "api_keys" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "conversation_events_user_idx" ON "conversation_events" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "conversation_events_received_idx" ON "conversation_events" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "conversation_events_pending_idx" ON "conversation_events" USING btree ("tenant_id","agent_id","run_id") WHERE "conversation_events"."extracted_at" is null;--> statement-breakpoint
CREATE INDEX "note_events_note_idx" ON "note_events" USING btree ("tenant_id","note_id","id");--> statement-breakpoint
CREATE INDEX "notes_tenant_run_idx" ON "notes" USING btree ("tenant_id","run_id");--> statement-breakpoint
CREATE INDEX "notes_tenant_scope_hash_idx" ON "notes" USING btree ("tenant_id","scope_key","content_hash");--> statement-breakpoint
CREATE INDEX "notes_tenant_slot_idx" ON "notes" USING btree ("tenant_id","deletion_key");--> statement-breakpoint
CREATE INDEX "notes_tenant_user_idx" ON "notes" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "notes_tenant_created_idx" ON "notes" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notes_pipeline_idx" ON "notes" USING btree ("status","pipeline_stage","pipeline_updated_at");--> statement-breakpoint
CREATE INDEX "notes_embedding_hnsw_idx" ON "notes" USING hnsw ("embedding" vector_cosine_ops);--> statement-breakpoint
CREATE INDEX "notes_content_tsv_idx" ON "notes" USING gin ("content_tsv");--> statement-breakpoint
CREATE INDEX "notes_scope_status_occurred_idx" ON "notes" USING btree ("tenant_id","scope_key","status","occurred_at");--> statement-breakpoint
CREATE INDEX "notes_unembedded_idx" ON "notes" USING btree ("tenant_id","scope_key") WHERE "notes"."embedding" is null;