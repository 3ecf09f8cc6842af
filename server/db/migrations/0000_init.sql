CREATE TYPE "public"."approval_status" AS ENUM('pending', 'approved', 'rejected', 'expired');--> statement-breakpoint
CREATE TYPE "public"."audit_event_type" AS ENUM('login_success', 'login_failure', 'logout', 'user_created', 'user_updated', 'password_reset', 'role_changed', 'player_profile_created', 'player_profile_updated', 'profile_view', 'list_created', 'list_deleted', 'list_item_added', 'list_item_removed', 'note_created', 'note_updated', 'note_deleted', 'admin_action');--> statement-breakpoint
CREATE TYPE "public"."billing_period" AS ENUM('monthly', 'yearly');--> statement-breakpoint
CREATE TYPE "public"."category" AS ENUM('MALE', 'FEMALE');--> statement-breakpoint
CREATE TYPE "public"."co_parent_invitation_status" AS ENUM('pending', 'accepted', 'declined', 'expired');--> statement-breakpoint
CREATE TYPE "public"."email_status" AS ENUM('queued', 'sent', 'failed');--> statement-breakpoint
CREATE TYPE "public"."goal_type" AS ENUM('personal_development', 'career');--> statement-breakpoint
CREATE TYPE "public"."media_type" AS ENUM('image', 'youtube', 'vimeo');--> statement-breakpoint
CREATE TYPE "public"."org_type" AS ENUM('club', 'team', 'school');--> statement-breakpoint
CREATE TYPE "public"."profile_source" AS ENUM('user_created', 'scraped_eliteprospects', 'scraped_hockeydb', 'partner_upload', 'admin_import', 'other');--> statement-breakpoint
CREATE TYPE "public"."profile_status" AS ENUM('draft', 'pending_consent', 'active', 'inactive');--> statement-breakpoint
CREATE TYPE "public"."role" AS ENUM('PLAYER', 'PARENT', 'RECRUITER', 'ORG_ADMIN', 'ORG_STAFF', 'ADMIN');--> statement-breakpoint
CREATE TYPE "public"."sponsorship_status" AS ENUM('active', 'invited', 'revoked', 'expired');--> statement-breakpoint
CREATE TYPE "public"."stats_source" AS ENUM('user_entry', 'coach_verify', 'league_api', 'video_analytics', 'other');--> statement-breakpoint
CREATE TYPE "public"."stats_verified_status" AS ENUM('draft', 'submitted', 'verified', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."subscription_status" AS ENUM('active', 'canceled', 'past_due', 'trialing', 'incomplete', 'incomplete_expired', 'unpaid');--> statement-breakpoint
CREATE TYPE "public"."token_purpose" AS ENUM('email_verification', 'password_reset');--> statement-breakpoint
CREATE TYPE "public"."verification_status" AS ENUM('pending', 'verified', 'rejected');--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" "token_purpose" NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"email_verification_token" text,
	"email_verification_expiry" timestamp with time zone,
	"password_hash" text NOT NULL,
	"name" text NOT NULL,
	"role" "role" DEFAULT 'PLAYER' NOT NULL,
	"suspended" boolean DEFAULT false NOT NULL,
	"suspended_at" timestamp with time zone,
	"suspended_reason" text,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_user_id" uuid,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"meta" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_type" "audit_event_type" NOT NULL,
	"user_id" uuid,
	"target_user_id" uuid,
	"target_type" text,
	"target_id" text,
	"email" text,
	"ip_address" text,
	"user_agent" text,
	"changes" jsonb,
	"error_message" text,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_queue" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"email_type" text NOT NULL,
	"status" "email_status" DEFAULT 'queued' NOT NULL,
	"metadata" jsonb,
	"error_message" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "org_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" "role" NOT NULL,
	"scopes" text[] DEFAULT '{}'::text[] NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "org_sponsorships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"status" "sponsorship_status" DEFAULT 'invited' NOT NULL,
	"field_control" jsonb,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" "org_type" NOT NULL,
	"website" text,
	"logo_url" text,
	"owner_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "co_parent_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"invited_by_parent_id" uuid NOT NULL,
	"invited_email" text NOT NULL,
	"invitation_token" text NOT NULL,
	"status" "co_parent_invitation_status" DEFAULT 'pending' NOT NULL,
	"relationship" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	"responded_by_user_id" uuid,
	CONSTRAINT "co_parent_invitations_token_unique" UNIQUE("invitation_token")
);
--> statement-breakpoint
CREATE TABLE "parental_approval_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"player_user_id" uuid,
	"parent_email" text NOT NULL,
	"approval_token" text NOT NULL,
	"status" "approval_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by_user_id" uuid,
	CONSTRAINT "parental_approval_requests_token_unique" UNIQUE("approval_token")
);
--> statement-breakpoint
CREATE TABLE "player_parents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"parent_user_id" uuid NOT NULL,
	"relationship" text,
	"is_primary" boolean DEFAULT false NOT NULL,
	"consent_given" boolean DEFAULT false NOT NULL,
	"consent_date" timestamp with time zone,
	"consent_ip_address" text,
	"consent_parent_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"game_date" date NOT NULL,
	"game_time" text,
	"team_id" uuid,
	"opponent" text NOT NULL,
	"venue" text,
	"home_away" text,
	"team_score" integer,
	"opponent_score" integer,
	"overtime_period" integer,
	"shootout_game" boolean DEFAULT false NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_home_away_check" CHECK ("games"."home_away" in ('home','away'))
);
--> statement-breakpoint
CREATE TABLE "goalie_game_stats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"minutes_played" numeric(6, 2),
	"toi_seconds" integer DEFAULT 0 NOT NULL,
	"shots_against" integer DEFAULT 0 NOT NULL,
	"saves" integer DEFAULT 0 NOT NULL,
	"goals_against" integer DEFAULT 0 NOT NULL,
	"save_pct" numeric(5, 3),
	"gaa" numeric(5, 2),
	"shutout" boolean DEFAULT false NOT NULL,
	"goals" integer DEFAULT 0 NOT NULL,
	"assists" integer DEFAULT 0 NOT NULL,
	"pim" integer DEFAULT 0 NOT NULL,
	"expected_goals_against" numeric(6, 3),
	"goals_saved_above_expected" numeric(6, 3),
	"rebounds_allowed" integer,
	"frozen_pucks" integer,
	"verified_status" "stats_verified_status" DEFAULT 'draft' NOT NULL,
	"verified_by_user_id" uuid,
	"source" "stats_source" DEFAULT 'user_entry' NOT NULL,
	"entered_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "measurables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"forty_yard_time" numeric(5, 2),
	"pro_agility_time" numeric(5, 2),
	"wingspan" numeric(5, 1),
	"bench_press" numeric(5, 1),
	"squat" numeric(5, 1),
	"vertical_jump" numeric(5, 1),
	"tested_by" text,
	"tested_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "measurables_player_id_unique" UNIQUE("player_id")
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"type" "media_type" NOT NULL,
	"url" text NOT NULL,
	"provider_id" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"caption" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_goals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"type" "goal_type" NOT NULL,
	"goal" text NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_schedule_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"event_date" date NOT NULL,
	"event_time" text,
	"rink_name" text NOT NULL,
	"location" text,
	"location_place_id" text,
	"has_live_barn" boolean DEFAULT false NOT NULL,
	"opponent" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_team_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"season" text NOT NULL,
	"jersey_number" integer,
	"is_current" boolean DEFAULT false NOT NULL,
	"stats" jsonb,
	"coach_name" text,
	"coach_email" text,
	"team_url" text,
	"roster_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"slug" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"preferred_name" text,
	"birth_year" integer NOT NULL,
	"country" text,
	"region" text,
	"city" text,
	"height_cm" numeric(5, 1),
	"weight_kg" numeric(5, 1),
	"shoots" text,
	"positions" text[] DEFAULT '{}'::text[] NOT NULL,
	"preferred_position" text,
	"preferred_jersey_number" integer,
	"category" "category",
	"show_category" boolean DEFAULT true NOT NULL,
	"current_team_id" uuid,
	"hero_media_id" uuid,
	"bio" text,
	"gpa" numeric(3, 2),
	"major" text,
	"verification_status" "verification_status" DEFAULT 'pending' NOT NULL,
	"profile_source" "profile_source" DEFAULT 'user_created' NOT NULL,
	"profile_source_detail" text,
	"import_batch_id" uuid,
	"imported_at" timestamp with time zone,
	"imported_by_admin_id" uuid,
	"profile_status" "profile_status" DEFAULT 'draft' NOT NULL,
	"parental_consent_required" boolean DEFAULT false NOT NULL,
	"parental_consent_given" boolean DEFAULT false NOT NULL,
	"parental_consent_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "players_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "players_slug_unique" UNIQUE("slug"),
	CONSTRAINT "players_shoots_check" CHECK ("players"."shoots" in ('L','R')),
	CONSTRAINT "players_positions_check" CHECK ("players"."positions" <@ array['C','LW','RW','D','G']::text[]),
	CONSTRAINT "players_preferred_position_check" CHECK ("players"."preferred_position" in ('C','LW','RW','D','G'))
);
--> statement-breakpoint
CREATE TABLE "season_stats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"season" text NOT NULL,
	"league" text,
	"games_played" integer DEFAULT 0 NOT NULL,
	"goals" integer DEFAULT 0 NOT NULL,
	"assists" integer DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"penalty_minutes" integer DEFAULT 0 NOT NULL,
	"plus_minus" integer DEFAULT 0 NOT NULL,
	"corsi_for" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skater_game_stats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"team_id" uuid,
	"goals" integer DEFAULT 0 NOT NULL,
	"assists_primary" integer DEFAULT 0 NOT NULL,
	"assists_secondary" integer DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"shots" integer DEFAULT 0 NOT NULL,
	"plus_minus" integer DEFAULT 0 NOT NULL,
	"pim" integer DEFAULT 0 NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"blocks" integer DEFAULT 0 NOT NULL,
	"takeaways" integer DEFAULT 0 NOT NULL,
	"giveaways" integer DEFAULT 0 NOT NULL,
	"faceoffs_won" integer DEFAULT 0 NOT NULL,
	"faceoffs_lost" integer DEFAULT 0 NOT NULL,
	"faceoff_pct" numeric(5, 2),
	"ppg" integer DEFAULT 0 NOT NULL,
	"ppa" integer DEFAULT 0 NOT NULL,
	"shg" integer DEFAULT 0 NOT NULL,
	"sha" integer DEFAULT 0 NOT NULL,
	"gwg" integer DEFAULT 0 NOT NULL,
	"toi_seconds" integer DEFAULT 0 NOT NULL,
	"ev_toi_seconds" integer,
	"pp_toi_seconds" integer,
	"pk_toi_seconds" integer,
	"shifts" integer,
	"ixg" numeric(6, 3),
	"onice_xg_for" numeric(6, 3),
	"onice_xg_against" numeric(6, 3),
	"corsi_for" integer,
	"corsi_against" integer,
	"fenwick_for" integer,
	"fenwick_against" integer,
	"verified_status" "stats_verified_status" DEFAULT 'draft' NOT NULL,
	"verified_by_user_id" uuid,
	"source" "stats_source" DEFAULT 'user_entry' NOT NULL,
	"entered_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"season" text,
	"league" text,
	"level" text,
	"region" text,
	"category" "category",
	"website_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upcoming_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"date" date NOT NULL,
	"event_name" text NOT NULL,
	"location" text,
	"competition_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_evidence" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"url" text,
	"screenshot_url" text,
	"status" "verification_status" DEFAULT 'pending' NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recruiter_list_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"list_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recruiter_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"share_token" text,
	"is_shared" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recruiter_lists_share_token_unique" UNIQUE("share_token")
);
--> statement-breakpoint
CREATE TABLE "recruiter_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recruiter_user_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recruiters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"org_name" text,
	"website" text,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone,
	CONSTRAINT "recruiters_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "checkout_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" text NOT NULL,
	"user_id" uuid,
	"tier_id" uuid NOT NULL,
	"billing_period" "billing_period" DEFAULT 'monthly' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"attached_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_sessions_session_id_unique" UNIQUE("session_id")
);
--> statement-breakpoint
CREATE TABLE "features" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"category" text,
	"is_coming_soon" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "features_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_tiers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"description" text,
	"price_monthly" integer DEFAULT 0 NOT NULL,
	"price_yearly" integer,
	"stripe_price_id_monthly" text,
	"stripe_price_id_yearly" text,
	"stripe_product_id" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_tiers_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "tier_features" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tier_id" uuid NOT NULL,
	"feature_id" uuid NOT NULL,
	"limit" text,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_feature_overrides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"feature_id" uuid NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"limit" text,
	"admin_notes" text,
	"granted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"tier_id" uuid NOT NULL,
	"status" "subscription_status" DEFAULT 'active' NOT NULL,
	"billing_period" "billing_period" DEFAULT 'monthly' NOT NULL,
	"stripe_subscription_id" text,
	"stripe_customer_id" text,
	"stripe_price_id" text,
	"current_period_start" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"max_players" integer DEFAULT 3 NOT NULL,
	"coupon_code" text,
	"discount_percent" integer,
	"discount_amount_cents" integer,
	"original_amount_cents" integer,
	"actual_amount_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_subscriptions_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_admin_user_id_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_members" ADD CONSTRAINT "org_members_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_members" ADD CONSTRAINT "org_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_sponsorships" ADD CONSTRAINT "org_sponsorships_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_sponsorships" ADD CONSTRAINT "org_sponsorships_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "co_parent_invitations" ADD CONSTRAINT "co_parent_invitations_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "co_parent_invitations" ADD CONSTRAINT "co_parent_invitations_invited_by_parent_id_users_id_fk" FOREIGN KEY ("invited_by_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "co_parent_invitations" ADD CONSTRAINT "co_parent_invitations_responded_by_user_id_users_id_fk" FOREIGN KEY ("responded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parental_approval_requests" ADD CONSTRAINT "parental_approval_requests_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parental_approval_requests" ADD CONSTRAINT "parental_approval_requests_player_user_id_users_id_fk" FOREIGN KEY ("player_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parental_approval_requests" ADD CONSTRAINT "parental_approval_requests_approved_by_user_id_users_id_fk" FOREIGN KEY ("approved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_parents" ADD CONSTRAINT "player_parents_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_parents" ADD CONSTRAINT "player_parents_parent_user_id_users_id_fk" FOREIGN KEY ("parent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goalie_game_stats" ADD CONSTRAINT "goalie_game_stats_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goalie_game_stats" ADD CONSTRAINT "goalie_game_stats_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goalie_game_stats" ADD CONSTRAINT "goalie_game_stats_verified_by_user_id_users_id_fk" FOREIGN KEY ("verified_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goalie_game_stats" ADD CONSTRAINT "goalie_game_stats_entered_by_user_id_users_id_fk" FOREIGN KEY ("entered_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurables" ADD CONSTRAINT "measurables_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_goals" ADD CONSTRAINT "player_goals_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_schedule_events" ADD CONSTRAINT "player_schedule_events_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_team_history" ADD CONSTRAINT "player_team_history_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_team_history" ADD CONSTRAINT "player_team_history_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_current_team_id_teams_id_fk" FOREIGN KEY ("current_team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_imported_by_admin_id_users_id_fk" FOREIGN KEY ("imported_by_admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_stats" ADD CONSTRAINT "season_stats_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skater_game_stats" ADD CONSTRAINT "skater_game_stats_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skater_game_stats" ADD CONSTRAINT "skater_game_stats_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skater_game_stats" ADD CONSTRAINT "skater_game_stats_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skater_game_stats" ADD CONSTRAINT "skater_game_stats_verified_by_user_id_users_id_fk" FOREIGN KEY ("verified_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skater_game_stats" ADD CONSTRAINT "skater_game_stats_entered_by_user_id_users_id_fk" FOREIGN KEY ("entered_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upcoming_events" ADD CONSTRAINT "upcoming_events_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_evidence" ADD CONSTRAINT "verification_evidence_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_evidence" ADD CONSTRAINT "verification_evidence_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiter_list_items" ADD CONSTRAINT "recruiter_list_items_list_id_recruiter_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."recruiter_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiter_list_items" ADD CONSTRAINT "recruiter_list_items_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiter_lists" ADD CONSTRAINT "recruiter_lists_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiter_notes" ADD CONSTRAINT "recruiter_notes_recruiter_user_id_users_id_fk" FOREIGN KEY ("recruiter_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiter_notes" ADD CONSTRAINT "recruiter_notes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiters" ADD CONSTRAINT "recruiters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_tier_id_subscription_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."subscription_tiers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tier_features" ADD CONSTRAINT "tier_features_tier_id_subscription_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."subscription_tiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tier_features" ADD CONSTRAINT "tier_features_feature_id_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_feature_overrides" ADD CONSTRAINT "user_feature_overrides_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_feature_overrides" ADD CONSTRAINT "user_feature_overrides_feature_id_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_feature_overrides" ADD CONSTRAINT "user_feature_overrides_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_tier_id_subscription_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."subscription_tiers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_tokens_user_purpose_idx" ON "auth_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_verification_token_unique" ON "users" USING btree ("email_verification_token");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "audit_logs_created_idx" ON "audit_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_logs_event_created_idx" ON "audit_logs" USING btree ("event_type","created_at");--> statement-breakpoint
CREATE INDEX "audit_logs_user_created_idx" ON "audit_logs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "email_queue_due_idx" ON "email_queue" USING btree ("next_attempt_at") WHERE "email_queue"."status" = 'queued';--> statement-breakpoint
CREATE UNIQUE INDEX "org_members_org_user_unique" ON "org_members" USING btree ("organization_id","user_id");--> statement-breakpoint
CREATE INDEX "org_members_user_idx" ON "org_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "org_sponsorships_org_player_unique" ON "org_sponsorships" USING btree ("organization_id","player_id");--> statement-breakpoint
CREATE INDEX "org_sponsorships_player_idx" ON "org_sponsorships" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "organizations_owner_idx" ON "organizations" USING btree ("owner_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "co_parent_invitations_player_email_unique" ON "co_parent_invitations" USING btree ("player_id","invited_email");--> statement-breakpoint
CREATE INDEX "co_parent_invitations_email_idx" ON "co_parent_invitations" USING btree ("invited_email");--> statement-breakpoint
CREATE INDEX "parental_approval_requests_player_idx" ON "parental_approval_requests" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "parental_approval_requests_parent_email_idx" ON "parental_approval_requests" USING btree ("parent_email");--> statement-breakpoint
CREATE UNIQUE INDEX "player_parents_player_parent_unique" ON "player_parents" USING btree ("player_id","parent_user_id");--> statement-breakpoint
CREATE INDEX "player_parents_parent_idx" ON "player_parents" USING btree ("parent_user_id");--> statement-breakpoint
CREATE INDEX "games_player_date_idx" ON "games" USING btree ("player_id","game_date");--> statement-breakpoint
CREATE UNIQUE INDEX "goalie_game_stats_game_player_unique" ON "goalie_game_stats" USING btree ("game_id","player_id");--> statement-breakpoint
CREATE INDEX "goalie_game_stats_player_idx" ON "goalie_game_stats" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "media_player_idx" ON "media" USING btree ("player_id","sort_order");--> statement-breakpoint
CREATE INDEX "player_goals_player_idx" ON "player_goals" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "player_schedule_events_player_date_idx" ON "player_schedule_events" USING btree ("player_id","event_date");--> statement-breakpoint
CREATE INDEX "player_team_history_player_idx" ON "player_team_history" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "player_team_history_team_idx" ON "player_team_history" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "players_profile_status_idx" ON "players" USING btree ("profile_status");--> statement-breakpoint
CREATE INDEX "players_birth_year_idx" ON "players" USING btree ("birth_year");--> statement-breakpoint
CREATE INDEX "players_positions_idx" ON "players" USING gin ("positions");--> statement-breakpoint
CREATE INDEX "players_category_idx" ON "players" USING btree ("category");--> statement-breakpoint
CREATE INDEX "players_region_idx" ON "players" USING btree ("region");--> statement-breakpoint
CREATE INDEX "players_current_team_idx" ON "players" USING btree ("current_team_id");--> statement-breakpoint
CREATE INDEX "players_import_batch_idx" ON "players" USING btree ("import_batch_id");--> statement-breakpoint
CREATE INDEX "season_stats_player_idx" ON "season_stats" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "skater_game_stats_game_player_unique" ON "skater_game_stats" USING btree ("game_id","player_id");--> statement-breakpoint
CREATE INDEX "skater_game_stats_player_idx" ON "skater_game_stats" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "teams_name_idx" ON "teams" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "upcoming_events_player_date_idx" ON "upcoming_events" USING btree ("player_id","date");--> statement-breakpoint
CREATE INDEX "verification_evidence_player_idx" ON "verification_evidence" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recruiter_list_items_list_player_unique" ON "recruiter_list_items" USING btree ("list_id","player_id");--> statement-breakpoint
CREATE INDEX "recruiter_list_items_player_idx" ON "recruiter_list_items" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "recruiter_lists_owner_idx" ON "recruiter_lists" USING btree ("owner_user_id","created_at");--> statement-breakpoint
CREATE INDEX "recruiter_notes_recruiter_player_idx" ON "recruiter_notes" USING btree ("recruiter_user_id","player_id","created_at");--> statement-breakpoint
CREATE INDEX "recruiter_notes_player_idx" ON "recruiter_notes" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "checkout_sessions_user_idx" ON "checkout_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tier_features_tier_feature_unique" ON "tier_features" USING btree ("tier_id","feature_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_feature_overrides_user_feature_unique" ON "user_feature_overrides" USING btree ("user_id","feature_id");--> statement-breakpoint
CREATE INDEX "user_subscriptions_tier_idx" ON "user_subscriptions" USING btree ("tier_id");--> statement-breakpoint
CREATE INDEX "user_subscriptions_stripe_subscription_idx" ON "user_subscriptions" USING btree ("stripe_subscription_id");