-- D357: the default order's index (migration 0004) also carries the scouting filter columns of players (height,
-- class, current team), as D352 did for the positions and region indexes, so a page of a scouting search walked
-- along the default order tests them inside the index instead of visiting each passed player's row (defenders of
-- one region over a height: 6,961 rows visited for a page, 115 ms at a million players; 22 ms index-only). Same
-- keys as before; only the INCLUDE list grows.
DROP INDEX IF EXISTS "players_search_sort_idx";
--> statement-breakpoint
CREATE INDEX "players_search_sort_idx" ON "players" USING btree (("verification_status" <> 'verified'),"has_photo" DESC NULLS LAST,"updated_at" DESC NULLS LAST,"last_name","id") INCLUDE ("verification_status","birth_year","category","shoots","country","region","position_bits","search_text","height_cm","graduation_year","current_team_id") WHERE "players"."profile_status" = 'active';
