CREATE TABLE "calendar_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"player_id" uuid,
	"list_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "calendar_feeds_player_unique" UNIQUE("player_id"),
	CONSTRAINT "calendar_feeds_list_unique" UNIQUE("list_id"),
	CONSTRAINT "calendar_feeds_one_subject" CHECK (num_nonnulls("calendar_feeds"."player_id", "calendar_feeds"."list_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "player_schedule_events" ADD COLUMN "stream_url" text;--> statement-breakpoint
ALTER TABLE "upcoming_events" ADD COLUMN "stream_url" text;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_list_id_recruiter_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."recruiter_lists"("id") ON DELETE cascade ON UPDATE no action;