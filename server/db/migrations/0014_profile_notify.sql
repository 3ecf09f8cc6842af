-- D127: the app keeps signed-out visitors' profile reads in memory (server/features/players/
-- profile-cache.ts, decisions D127) and forgets a player's entry when any of these triggers says it changed:
-- NOTIFY is sent on commit, to every app process listening on the channel. The payload is the player's id,
-- or '*' for all.
CREATE OR REPLACE FUNCTION "player_profile_notify_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pid uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN
    FOR pid IN SELECT DISTINCT id FROM old_rows LOOP
      PERFORM pg_notify('player_profile_changed', pid::text);
    END LOOP;
  ELSE
    FOR pid IN SELECT DISTINCT id FROM new_rows LOOP
      PERFORM pg_notify('player_profile_changed', pid::text);
    END LOOP;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "player_profile_notify_update" AFTER UPDATE ON "players"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "player_profile_notify_rows"();--> statement-breakpoint
CREATE TRIGGER "player_profile_notify_delete" AFTER DELETE ON "players"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "player_profile_notify_rows"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "player_profile_notify_parts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('player_profile_changed', coalesce(NEW.player_id, OLD.player_id)::text);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "player_profile_notify_parts" AFTER INSERT OR UPDATE OR DELETE ON "player_profile_parts"
  FOR EACH ROW EXECUTE FUNCTION "player_profile_notify_parts"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "player_profile_notify_team"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pid uuid;
BEGIN
  FOR pid IN SELECT id FROM players WHERE current_team_id = NEW.id LOOP
    PERFORM pg_notify('player_profile_changed', pid::text);
  END LOOP;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "player_profile_notify_team" AFTER UPDATE OF "name" ON "teams"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION "player_profile_notify_team"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "player_profile_notify_all"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('player_profile_changed', '*');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "player_profile_notify_truncate" AFTER TRUNCATE ON "players"
  FOR EACH STATEMENT EXECUTE FUNCTION "player_profile_notify_all"();
