CREATE TYPE "public"."org_invitation_status" AS ENUM('pending', 'accepted', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."sponsorship_end_reason" AS ENUM('revoked', 'declined', 'left');--> statement-breakpoint
ALTER TYPE "public"."audit_event_type" ADD VALUE 'org_created';--> statement-breakpoint
ALTER TYPE "public"."audit_event_type" ADD VALUE 'org_updated';--> statement-breakpoint
ALTER TYPE "public"."audit_event_type" ADD VALUE 'org_member_invited';--> statement-breakpoint
ALTER TYPE "public"."audit_event_type" ADD VALUE 'org_member_joined';--> statement-breakpoint
ALTER TYPE "public"."audit_event_type" ADD VALUE 'org_member_removed';--> statement-breakpoint
ALTER TYPE "public"."audit_event_type" ADD VALUE 'sponsorship_changed';--> statement-breakpoint
ALTER TYPE "public"."audit_event_type" ADD VALUE 'verification_reviewed';--> statement-breakpoint
ALTER TYPE "public"."audit_event_type" ADD VALUE 'game_stats_verified';--> statement-breakpoint
CREATE TABLE "org_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" "role" NOT NULL,
	"scopes" text[] DEFAULT '{}'::text[] NOT NULL,
	"as_owner" boolean DEFAULT false NOT NULL,
	"token" text NOT NULL,
	"status" "org_invitation_status" DEFAULT 'pending' NOT NULL,
	"invited_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by_user_id" uuid
);
--> statement-breakpoint
ALTER TABLE "org_sponsorships" ALTER COLUMN "player_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "org_sponsorships" ADD COLUMN "end_reason" "sponsorship_end_reason";--> statement-breakpoint
ALTER TABLE "org_sponsorships" ADD COLUMN "invited_email" text;--> statement-breakpoint
ALTER TABLE "org_sponsorships" ADD COLUMN "invited_name" text;--> statement-breakpoint
ALTER TABLE "org_sponsorships" ADD COLUMN "token" text;--> statement-breakpoint
ALTER TABLE "org_sponsorships" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "org_sponsorships" ADD COLUMN "invited_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "org_sponsorships" ADD COLUMN "responded_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "org_sponsorships" ADD COLUMN "responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "slug" text;--> statement-breakpoint
-- Existing organizations get an address from their name and id (unique), before the column is required.
UPDATE "organizations" SET "slug" = trim(both '-' from regexp_replace(lower("name"), '[^a-z0-9]+', '-', 'g')) || '-' || substr("id"::text, 1, 6);--> statement-breakpoint
ALTER TABLE "organizations" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "region" text;--> statement-breakpoint
ALTER TABLE "goalie_game_stats" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "goalie_game_stats" ADD COLUMN "verified_by_organization_id" uuid;--> statement-breakpoint
ALTER TABLE "skater_game_stats" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "skater_game_stats" ADD COLUMN "verified_by_organization_id" uuid;--> statement-breakpoint
ALTER TABLE "verification_evidence" ADD COLUMN "submitted_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "verification_evidence" ADD COLUMN "reviewed_by_organization_id" uuid;--> statement-breakpoint
ALTER TABLE "org_invitations" ADD CONSTRAINT "org_invitations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_invitations" ADD CONSTRAINT "org_invitations_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_invitations" ADD CONSTRAINT "org_invitations_accepted_by_user_id_users_id_fk" FOREIGN KEY ("accepted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "org_invitations_org_email_unique" ON "org_invitations" USING btree ("organization_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "org_invitations_token_unique" ON "org_invitations" USING btree ("token");--> statement-breakpoint
ALTER TABLE "org_sponsorships" ADD CONSTRAINT "org_sponsorships_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_sponsorships" ADD CONSTRAINT "org_sponsorships_responded_by_user_id_users_id_fk" FOREIGN KEY ("responded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goalie_game_stats" ADD CONSTRAINT "goalie_game_stats_verified_by_organization_id_organizations_id_fk" FOREIGN KEY ("verified_by_organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skater_game_stats" ADD CONSTRAINT "skater_game_stats_verified_by_organization_id_organizations_id_fk" FOREIGN KEY ("verified_by_organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_evidence" ADD CONSTRAINT "verification_evidence_submitted_by_user_id_users_id_fk" FOREIGN KEY ("submitted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_evidence" ADD CONSTRAINT "verification_evidence_reviewed_by_organization_id_organizations_id_fk" FOREIGN KEY ("reviewed_by_organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "org_sponsorships_token_unique" ON "org_sponsorships" USING btree ("token");--> statement-breakpoint
CREATE INDEX "org_sponsorships_email_idx" ON "org_sponsorships" USING btree ("invited_email");--> statement-breakpoint
CREATE UNIQUE INDEX "org_sponsorships_org_email_open_unique" ON "org_sponsorships" USING btree ("organization_id","invited_email") WHERE "org_sponsorships"."player_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_slug_unique" ON "organizations" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "verification_evidence_pending_idx" ON "verification_evidence" USING btree ("created_at") WHERE "verification_evidence"."status" = 'pending';