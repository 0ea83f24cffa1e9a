-- Stored answers from before this migration name no key, and none can be told reliably
-- (a row may answer with a note another key wrote): they are dropped rather than shared by
-- every key of the tenant. A retry that spans the upgrade is then admitted afresh, and
-- within-run idempotency answers it as a duplicate of the note it already wrote.
DELETE FROM "idempotency_keys";--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP CONSTRAINT "idempotency_keys_tenant_id_key_pk";--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "key_id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_tenant_id_key_id_key_pk" PRIMARY KEY("tenant_id","key_id","key");
