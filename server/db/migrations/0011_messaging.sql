CREATE TYPE "public"."conversation_role" AS ENUM('recruiter', 'player', 'parent');--> statement-breakpoint
CREATE TYPE "public"."message_report_status" AS ENUM('open', 'resolved', 'dismissed');--> statement-breakpoint
CREATE TYPE "public"."ncaa_division" AS ENUM('D1', 'D2', 'D3');--> statement-breakpoint
CREATE TYPE "public"."program_gender" AS ENUM('men', 'women');--> statement-breakpoint
ALTER TYPE "public"."audit_event_type" ADD VALUE 'conversation_started';--> statement-breakpoint
ALTER TYPE "public"."audit_event_type" ADD VALUE 'message_sent';--> statement-breakpoint
ALTER TYPE "public"."audit_event_type" ADD VALUE 'message_reported';--> statement-breakpoint
ALTER TYPE "public"."audit_event_type" ADD VALUE 'contact_preferences_changed';--> statement-breakpoint
ALTER TYPE "public"."audit_event_type" ADD VALUE 'recruiter_profile_updated';--> statement-breakpoint
ALTER TYPE "public"."audit_event_type" ADD VALUE 'player_shared';--> statement-breakpoint
CREATE TABLE "conversation_participants" (
	"conversation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" "conversation_role" NOT NULL,
	"added_by_server" boolean DEFAULT true NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_read_at" timestamp with time zone,
	"last_notified_at" timestamp with time zone,
	CONSTRAINT "conversation_participants_pk" PRIMARY KEY("conversation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"recruiter_user_id" uuid NOT NULL,
	"started_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"message_id" uuid,
	"reporter_user_id" uuid,
	"reason" text NOT NULL,
	"status" "message_report_status" DEFAULT 'open' NOT NULL,
	"resolved_by_user_id" uuid,
	"resolved_at" timestamp with time zone,
	"resolution_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"sender_user_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_body_length_check" CHECK (char_length("messages"."body") between 1 and 5000)
);
--> statement-breakpoint
CREATE TABLE "player_contact_blocks" (
	"player_id" uuid NOT NULL,
	"blocked_user_id" uuid NOT NULL,
	"blocked_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_contact_blocks_pk" PRIMARY KEY("player_id","blocked_user_id")
);
--> statement-breakpoint
CREATE TABLE "player_contact_preferences" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"allow_recruiter_contact" boolean DEFAULT true NOT NULL,
	"updated_by_user_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "graduation_year" integer;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "division_interest" "ncaa_division"[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "recruiters" ADD COLUMN "division" "ncaa_division";--> statement-breakpoint
ALTER TABLE "recruiters" ADD COLUMN "program_gender" "program_gender";--> statement-breakpoint
ALTER TABLE "conversation_participants" ADD CONSTRAINT "conversation_participants_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_participants" ADD CONSTRAINT "conversation_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_recruiter_user_id_users_id_fk" FOREIGN KEY ("recruiter_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_started_by_user_id_users_id_fk" FOREIGN KEY ("started_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_resolved_by_user_id_users_id_fk" FOREIGN KEY ("resolved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_contact_blocks" ADD CONSTRAINT "player_contact_blocks_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_contact_blocks" ADD CONSTRAINT "player_contact_blocks_blocked_user_id_users_id_fk" FOREIGN KEY ("blocked_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_contact_blocks" ADD CONSTRAINT "player_contact_blocks_blocked_by_user_id_users_id_fk" FOREIGN KEY ("blocked_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_contact_preferences" ADD CONSTRAINT "player_contact_preferences_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_contact_preferences" ADD CONSTRAINT "player_contact_preferences_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_participants_user_idx" ON "conversation_participants" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_player_recruiter_unique" ON "conversations" USING btree ("player_id","recruiter_user_id");--> statement-breakpoint
CREATE INDEX "conversations_recruiter_idx" ON "conversations" USING btree ("recruiter_user_id","created_at");--> statement-breakpoint
CREATE INDEX "message_reports_status_created_idx" ON "message_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "message_reports_conversation_idx" ON "message_reports" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "messages_conversation_created_idx" ON "messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_graduation_year_check" CHECK ("players"."graduation_year" between 1950 and 2100);--> statement-breakpoint
-- D111 (MAAPP): a parent linked to a player later joins the player's existing conversations, whatever
-- path links them (parent-created profile, approval, co-parent invitation, import), with the same rule as
-- the messaging service's familyParticipants: parents take part while the player is under 18 (age =
-- current year - birth year, decisions §4) or has no account of their own. Unlinking a parent from the
-- player (data control) takes them out of its threads.
CREATE FUNCTION "conversation_parents_follow_links"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "conversation_participants" ("conversation_id", "user_id", "role")
    SELECT c."id", NEW."parent_user_id", 'parent'
    FROM "conversations" c JOIN "players" p ON p."id" = c."player_id"
    WHERE c."player_id" = NEW."player_id"
      AND (extract(year from now())::int - p."birth_year" < 18 OR p."user_id" IS NULL)
    ON CONFLICT DO NOTHING;
    RETURN NEW;
  END IF;
  DELETE FROM "conversation_participants" cp
  USING "conversations" c
  WHERE cp."conversation_id" = c."id" AND c."player_id" = OLD."player_id"
    AND cp."user_id" = OLD."parent_user_id" AND cp."role" = 'parent';
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER "player_parents_conversations" AFTER INSERT OR DELETE ON "player_parents"
FOR EACH ROW EXECUTE FUNCTION "conversation_parents_follow_links"();
