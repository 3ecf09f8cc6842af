ALTER TYPE "public"."audit_event_type" ADD VALUE 'rating_saved';--> statement-breakpoint
ALTER TYPE "public"."audit_event_type" ADD VALUE 'rating_removed';--> statement-breakpoint
CREATE TABLE "player_ratings" (
	"recruiter_user_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"overall" smallint NOT NULL,
	"skating" smallint,
	"puck_skills" smallint,
	"hockey_sense" smallint,
	"compete" smallint,
	"summary" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_ratings_pk" PRIMARY KEY("recruiter_user_id","player_id"),
	CONSTRAINT "player_ratings_overall_check" CHECK ("player_ratings"."overall" between 1 and 5),
	CONSTRAINT "player_ratings_skating_check" CHECK ("player_ratings"."skating" between 1 and 5),
	CONSTRAINT "player_ratings_puck_skills_check" CHECK ("player_ratings"."puck_skills" between 1 and 5),
	CONSTRAINT "player_ratings_hockey_sense_check" CHECK ("player_ratings"."hockey_sense" between 1 and 5),
	CONSTRAINT "player_ratings_compete_check" CHECK ("player_ratings"."compete" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "player_ratings" ADD CONSTRAINT "player_ratings_recruiter_user_id_users_id_fk" FOREIGN KEY ("recruiter_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_ratings" ADD CONSTRAINT "player_ratings_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_ratings_player_idx" ON "player_ratings" USING btree ("player_id");