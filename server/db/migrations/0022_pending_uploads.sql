-- D177: the two-step upload's registry (server/features/media/pending-uploads.ts) moves from one process's memory
-- to this table, so the request for an upload URL, the PUT and the registration may each reach any process.
CREATE TABLE "pending_uploads" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"state" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pending_uploads_key_unique" UNIQUE("key"),
	CONSTRAINT "pending_uploads_state_check" CHECK ("pending_uploads"."state" in ('waiting', 'processing', 'uploaded'))
);
--> statement-breakpoint
CREATE INDEX "pending_uploads_user_idx" ON "pending_uploads" USING btree ("user_id","expires_at");--> statement-breakpoint
CREATE INDEX "pending_uploads_expires_idx" ON "pending_uploads" USING btree ("expires_at");