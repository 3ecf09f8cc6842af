CREATE TABLE "player_slug_history" (
	"old_slug" text PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "player_slug_history" ADD CONSTRAINT "player_slug_history_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_slug_history_player_idx" ON "player_slug_history" USING btree ("player_id");