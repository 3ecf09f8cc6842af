CREATE TABLE "player_profile_parts" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"team_history" json NOT NULL,
	"media" json NOT NULL
);
--> statement-breakpoint
ALTER TABLE "player_profile_parts" ADD CONSTRAINT "player_profile_parts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- D126: the profile read's team history and media, kept per player by the triggers below in the same
-- transaction as every write to player_team_history, media and teams (decisions D126). The JSON has the
-- shape and order the profile read had when it aggregated on every read (server/features/players/profile-read.ts).
-- Two transactions writing one player's rows at once take turns (a transaction-scoped advisory lock per
-- player, in a fixed order): the second one's aggregate is read after the first committed, so neither
-- overwrites the other's rows with an older view.
CREATE OR REPLACE FUNCTION "refresh_player_profile_parts"(pids uuid[]) RETURNS void LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(k) FROM (
    SELECT DISTINCT hashtextextended('player_profile_parts:' || id::text, 0) AS k FROM unnest(pids) AS id
  ) locks ORDER BY k;
  DELETE FROM player_profile_parts pp WHERE pp.player_id = ANY(pids)
    AND NOT EXISTS (SELECT 1 FROM player_team_history h WHERE h.player_id = pp.player_id)
    AND NOT EXISTS (SELECT 1 FROM media m WHERE m.player_id = pp.player_id);
  INSERT INTO player_profile_parts (player_id, team_history, media)
  SELECT p.id,
    coalesce((
      SELECT json_agg(json_build_object(
        'id', h.id, 'teamId', h.team_id, 'season', h.season, 'jerseyNumber', h.jersey_number,
        'isCurrent', h.is_current, 'coachName', h.coach_name, 'coachEmail', h.coach_email,
        'teamUrl', h.team_url, 'rosterUrl', h.roster_url,
        'team', json_build_object('name', t.name, 'league', t.league, 'level', t.level))
        ORDER BY h.is_current DESC, h.season DESC, h.created_at DESC)
      FROM player_team_history h JOIN teams t ON t.id = h.team_id
      WHERE h.player_id = p.id), '[]'::json),
    coalesce((
      SELECT json_agg(json_build_object(
        'id', m.id, 'type', m.type, 'url', m.url, 'providerId', m.provider_id,
        'caption', m.caption, 'sortOrder', m.sort_order)
        ORDER BY m.sort_order, m.created_at)
      FROM media m WHERE m.player_id = p.id), '[]'::json)
  FROM players p
  WHERE p.id = ANY(pids)
    AND (EXISTS (SELECT 1 FROM player_team_history h WHERE h.player_id = p.id)
      OR EXISTS (SELECT 1 FROM media m WHERE m.player_id = p.id))
  ON CONFLICT (player_id) DO UPDATE SET team_history = excluded.team_history, media = excluded.media;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "player_profile_parts_from_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_player_profile_parts(ARRAY(SELECT DISTINCT player_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM refresh_player_profile_parts(ARRAY(
      SELECT player_id FROM new_rows UNION SELECT player_id FROM old_rows));
  ELSE
    PERFORM refresh_player_profile_parts(ARRAY(SELECT DISTINCT player_id FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "player_profile_parts_history_insert" AFTER INSERT ON "player_team_history"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "player_profile_parts_from_rows"();--> statement-breakpoint
CREATE TRIGGER "player_profile_parts_history_update" AFTER UPDATE ON "player_team_history"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "player_profile_parts_from_rows"();--> statement-breakpoint
CREATE TRIGGER "player_profile_parts_history_delete" AFTER DELETE ON "player_team_history"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "player_profile_parts_from_rows"();--> statement-breakpoint
CREATE TRIGGER "player_profile_parts_media_insert" AFTER INSERT ON "media"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "player_profile_parts_from_rows"();--> statement-breakpoint
CREATE TRIGGER "player_profile_parts_media_update" AFTER UPDATE ON "media"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "player_profile_parts_from_rows"();--> statement-breakpoint
CREATE TRIGGER "player_profile_parts_media_delete" AFTER DELETE ON "media"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "player_profile_parts_from_rows"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "player_profile_parts_from_team"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_player_profile_parts(ARRAY(
    SELECT DISTINCT h.player_id FROM player_team_history h WHERE h.team_id = NEW.id));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "player_profile_parts_team_update" AFTER UPDATE OF "name", "league", "level" ON "teams"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.league IS DISTINCT FROM NEW.league
    OR OLD.level IS DISTINCT FROM NEW.level)
  EXECUTE FUNCTION "player_profile_parts_from_team"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "player_profile_parts_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM player_profile_parts;
  PERFORM refresh_player_profile_parts(ARRAY(
    SELECT player_id FROM player_team_history UNION SELECT player_id FROM media));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "player_profile_parts_history_truncate" AFTER TRUNCATE ON "player_team_history"
  FOR EACH STATEMENT EXECUTE FUNCTION "player_profile_parts_truncate"();--> statement-breakpoint
CREATE TRIGGER "player_profile_parts_media_truncate" AFTER TRUNCATE ON "media"
  FOR EACH STATEMENT EXECUTE FUNCTION "player_profile_parts_truncate"();--> statement-breakpoint
SELECT refresh_player_profile_parts(ARRAY(
  SELECT player_id FROM player_team_history UNION SELECT player_id FROM media));
