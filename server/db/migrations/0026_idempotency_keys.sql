-- The answers of writes sent with an Idempotency-Key (server/plugins/idempotency.ts, D234-D235): a repeat
-- of the same key by the same account on the same route gets the first answer instead of a second write.
CREATE TABLE "idempotency_keys" (
	"account" text NOT NULL,
	"route" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"content_type" text,
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_pk" PRIMARY KEY("account","route","key")
);
--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");