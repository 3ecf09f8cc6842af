ALTER TYPE "public"."audit_event_type" ADD VALUE 'password_reset_requested';--> statement-breakpoint
ALTER TYPE "public"."audit_event_type" ADD VALUE 'consent_withdrawn';--> statement-breakpoint
ALTER TYPE "public"."audit_event_type" ADD VALUE 'parent_removed';--> statement-breakpoint
ALTER TYPE "public"."audit_event_type" ADD VALUE 'player_exported';--> statement-breakpoint
ALTER TYPE "public"."audit_event_type" ADD VALUE 'player_deleted';--> statement-breakpoint
ALTER TYPE "public"."audit_event_type" ADD VALUE 'account_deleted';--> statement-breakpoint
ALTER TYPE "public"."audit_event_type" ADD VALUE 'user_suspended';--> statement-breakpoint
ALTER TYPE "public"."audit_event_type" ADD VALUE 'user_unsuspended';--> statement-breakpoint
ALTER TYPE "public"."audit_event_type" ADD VALUE 'terms_accepted';--> statement-breakpoint
CREATE TABLE "profile_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"viewer_user_id" uuid,
	"viewer_role" text NOT NULL,
	"viewer_key" text NOT NULL,
	"viewed_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "terms_version" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profile_views" ADD CONSTRAINT "profile_views_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_views" ADD CONSTRAINT "profile_views_viewer_user_id_users_id_fk" FOREIGN KEY ("viewer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "profile_views_once_a_day" ON "profile_views" USING btree ("player_id","viewer_key","viewed_on");--> statement-breakpoint
CREATE INDEX "profile_views_player_created_idx" ON "profile_views" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "media_url_idx" ON "media" USING btree ("url");--> statement-breakpoint
-- Views recorded as audit rows before this migration become profile_views (one per viewer, player and day).
INSERT INTO "profile_views" ("player_id", "viewer_user_id", "viewer_role", "viewer_key", "viewed_on", "created_at")
SELECT p."id", a."user_id", coalesce(a."metadata"->>'viewerRole', 'anonymous'),
  CASE WHEN a."user_id" IS NOT NULL THEN 'u:' || a."user_id"::text
       ELSE 'a:' || encode(sha256(convert_to(coalesce(a."ip_address", '') || '|' || coalesce(a."user_agent", ''), 'UTF8')), 'hex') END,
  (a."created_at" AT TIME ZONE 'UTC')::date, a."created_at"
FROM "audit_logs" a JOIN "players" p ON p."id"::text = a."target_id"
WHERE a."event_type" = 'profile_view' AND a."target_type" = 'player'
ON CONFLICT DO NOTHING;--> statement-breakpoint
DELETE FROM "audit_logs" WHERE "event_type" = 'profile_view';--> statement-breakpoint
-- Suspension ends every session at once, whatever path sets the flag (an admin screen or SQL), so
-- clearing the flag later never revives an old cookie (D052).
CREATE FUNCTION "end_sessions_on_suspension"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "sessions" WHERE "user_id" = NEW."id";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_suspension_ends_sessions" AFTER UPDATE OF "suspended" ON "users"
FOR EACH ROW WHEN (NEW."suspended" AND NOT OLD."suspended") EXECUTE FUNCTION "end_sessions_on_suspension"();
