-- D352: the positions and region indexes (migration 0004) also carry the scouting filter columns of players
-- (height, class, current team), so a scouting filter over positions or a region is counted and walked inside
-- the narrower of those indexes, not along the height or class index past every player of the range (a count
-- of goalies of one region under a height read about half a million height entries: 55-57 ms at a million
-- players, 23 ms after). Same keys as before; only the INCLUDE lists grow.
DROP INDEX IF EXISTS "players_search_region_idx";
--> statement-breakpoint
CREATE INDEX "players_search_region_idx" ON "players" USING btree ("country",lower(btrim("region")),"region","category","shoots","birth_year","position_bits") INCLUDE ("id","verification_status","has_photo","updated_at","last_name","height_cm","graduation_year","current_team_id") WHERE "players"."profile_status" = 'active';
--> statement-breakpoint
DROP INDEX IF EXISTS "players_search_positions_idx";
--> statement-breakpoint
CREATE INDEX "players_search_positions_idx" ON "players" USING btree ("position_bits","category","shoots","birth_year") INCLUDE ("id","verification_status","has_photo","updated_at","last_name","country","region","height_cm","graduation_year","current_team_id") WHERE "players"."profile_status" = 'active';
