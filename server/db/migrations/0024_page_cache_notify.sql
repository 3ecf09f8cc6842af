-- The server-rendered pages kept in memory (server/features/pages/page-cache.ts, decisions D196-D198): every
-- write to data a public page shows NOTIFYs `page_changed` with a tag naming what changed, and every app
-- process drops the pages that carry that tag (the API routes a page reads name the tags of their answer,
-- x-page-tags). NOTIFY is sent on commit; identical payloads of one transaction are sent once. Tags:
-- player:<id> (anything shown on that player's profile or card), org:<id> (an organization's page), slugs
-- (which player an address or the demo link names), tiers (the pricing table), * (everything).
CREATE OR REPLACE FUNCTION "page_changed_player_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('page_changed', 'player:' || OLD.player_id::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('page_changed', 'player:' || NEW.player_id::text);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A new player's rows are on no kept page (their address answered 404, which is not kept): inserts of a
-- player and of their document send no player tag, so seeding many players sends no flood of notifications.
CREATE TRIGGER "page_changed_parts" AFTER UPDATE OR DELETE ON "player_profile_parts"
  FOR EACH ROW EXECUTE FUNCTION "page_changed_player_row"();--> statement-breakpoint
CREATE TRIGGER "page_changed_team_history" AFTER INSERT OR UPDATE OR DELETE ON "player_team_history"
  FOR EACH ROW EXECUTE FUNCTION "page_changed_player_row"();--> statement-breakpoint
CREATE TRIGGER "page_changed_media" AFTER INSERT OR UPDATE OR DELETE ON "media"
  FOR EACH ROW EXECUTE FUNCTION "page_changed_player_row"();--> statement-breakpoint
CREATE TRIGGER "page_changed_commitments" AFTER INSERT OR UPDATE OR DELETE ON "player_commitments"
  FOR EACH ROW EXECUTE FUNCTION "page_changed_player_row"();--> statement-breakpoint
CREATE TRIGGER "page_changed_schedule" AFTER INSERT OR UPDATE OR DELETE ON "player_schedule_events"
  FOR EACH ROW EXECUTE FUNCTION "page_changed_player_row"();--> statement-breakpoint
CREATE TRIGGER "page_changed_upcoming" AFTER INSERT OR UPDATE OR DELETE ON "upcoming_events"
  FOR EACH ROW EXECUTE FUNCTION "page_changed_player_row"();--> statement-breakpoint
CREATE TRIGGER "page_changed_games" AFTER INSERT OR UPDATE OR DELETE ON "games"
  FOR EACH ROW EXECUTE FUNCTION "page_changed_player_row"();--> statement-breakpoint
CREATE TRIGGER "page_changed_skater_stats" AFTER INSERT OR UPDATE OR DELETE ON "skater_game_stats"
  FOR EACH ROW EXECUTE FUNCTION "page_changed_player_row"();--> statement-breakpoint
CREATE TRIGGER "page_changed_goalie_stats" AFTER INSERT OR UPDATE OR DELETE ON "goalie_game_stats"
  FOR EACH ROW EXECUTE FUNCTION "page_changed_player_row"();--> statement-breakpoint
CREATE TRIGGER "page_changed_season_stats" AFTER INSERT OR UPDATE OR DELETE ON "season_stats"
  FOR EACH ROW EXECUTE FUNCTION "page_changed_player_row"();--> statement-breakpoint
CREATE TRIGGER "page_changed_measurables" AFTER INSERT OR UPDATE OR DELETE ON "measurables"
  FOR EACH ROW EXECUTE FUNCTION "page_changed_player_row"();--> statement-breakpoint
CREATE TRIGGER "page_changed_goals" AFTER INSERT OR UPDATE OR DELETE ON "player_goals"
  FOR EACH ROW EXECUTE FUNCTION "page_changed_player_row"();--> statement-breakpoint
-- Which player an address names: an old address answers with a redirect, or no longer does.
CREATE OR REPLACE FUNCTION "page_changed_slug_history"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('page_changed', 'slugs');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "page_changed_slug_history" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "player_slug_history"
  FOR EACH STATEMENT EXECUTE FUNCTION "page_changed_slug_history"();--> statement-breakpoint
-- The player row: its profile and card (status and consent included: a minor hidden drops every page that
-- showed them), the organizations whose roster may list them, and the addresses when one appears or goes.
CREATE OR REPLACE FUNCTION "page_changed_players"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pids uuid[];
  oid uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN pids := ARRAY[OLD.id];
  ELSE pids := ARRAY[OLD.id, NEW.id];
  END IF;
  PERFORM pg_notify('page_changed', 'player:' || pids[1]::text);
  IF array_length(pids, 1) = 2 AND pids[2] IS DISTINCT FROM pids[1] THEN
    PERFORM pg_notify('page_changed', 'player:' || pids[2]::text);
  END IF;
  FOR oid IN SELECT DISTINCT organization_id FROM org_sponsorships WHERE player_id = ANY(pids) LOOP
    PERFORM pg_notify('page_changed', 'org:' || oid::text);
  END LOOP;
  IF TG_OP = 'DELETE' OR OLD.slug IS DISTINCT FROM NEW.slug
     OR OLD.profile_status IS DISTINCT FROM NEW.profile_status THEN
    PERFORM pg_notify('page_changed', 'slugs');
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "page_changed_players" AFTER UPDATE OR DELETE ON "players"
  FOR EACH ROW EXECUTE FUNCTION "page_changed_players"();--> statement-breakpoint
-- A new player may take the address the demo link names.
CREATE TRIGGER "page_changed_players_insert" AFTER INSERT ON "players"
  FOR EACH STATEMENT EXECUTE FUNCTION "page_changed_slug_history"();--> statement-breakpoint
-- A team's name, league or level shows on the profiles and cards of the players who played for it.
CREATE OR REPLACE FUNCTION "page_changed_teams"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pid uuid;
BEGIN
  FOR pid IN
    SELECT id FROM players WHERE current_team_id = OLD.id
    UNION SELECT player_id FROM player_team_history WHERE team_id = OLD.id
    UNION SELECT player_id FROM games WHERE team_id = OLD.id
  LOOP
    PERFORM pg_notify('page_changed', 'player:' || pid::text);
  END LOOP;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "page_changed_teams" AFTER UPDATE OR DELETE ON "teams"
  FOR EACH ROW EXECUTE FUNCTION "page_changed_teams"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "page_changed_organizations"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('page_changed', 'org:' || OLD.id::text);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "page_changed_organizations" AFTER UPDATE OR DELETE ON "organizations"
  FOR EACH ROW EXECUTE FUNCTION "page_changed_organizations"();--> statement-breakpoint
-- A sponsorship puts a player on an organization's roster (or takes them off).
CREATE OR REPLACE FUNCTION "page_changed_sponsorships"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('page_changed', 'org:' || OLD.organization_id::text);
    IF OLD.player_id IS NOT NULL THEN
      PERFORM pg_notify('page_changed', 'player:' || OLD.player_id::text);
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('page_changed', 'org:' || NEW.organization_id::text);
    IF NEW.player_id IS NOT NULL THEN
      PERFORM pg_notify('page_changed', 'player:' || NEW.player_id::text);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "page_changed_sponsorships" AFTER INSERT OR UPDATE OR DELETE ON "org_sponsorships"
  FOR EACH ROW EXECUTE FUNCTION "page_changed_sponsorships"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "page_changed_tiers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('page_changed', 'tiers');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "page_changed_subscription_tiers" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "subscription_tiers"
  FOR EACH STATEMENT EXECUTE FUNCTION "page_changed_tiers"();--> statement-breakpoint
CREATE TRIGGER "page_changed_features" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "features"
  FOR EACH STATEMENT EXECUTE FUNCTION "page_changed_tiers"();--> statement-breakpoint
CREATE TRIGGER "page_changed_tier_features" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tier_features"
  FOR EACH STATEMENT EXECUTE FUNCTION "page_changed_tiers"();--> statement-breakpoint
-- A table emptied at once (tests, restores): every page goes.
CREATE OR REPLACE FUNCTION "page_changed_all"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('page_changed', '*');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "page_changed_players_truncate" AFTER TRUNCATE ON "players"
  FOR EACH STATEMENT EXECUTE FUNCTION "page_changed_all"();--> statement-breakpoint
CREATE TRIGGER "page_changed_parts_truncate" AFTER TRUNCATE ON "player_profile_parts"
  FOR EACH STATEMENT EXECUTE FUNCTION "page_changed_all"();--> statement-breakpoint
CREATE TRIGGER "page_changed_organizations_truncate" AFTER TRUNCATE ON "organizations"
  FOR EACH STATEMENT EXECUTE FUNCTION "page_changed_all"();--> statement-breakpoint
CREATE TRIGGER "page_changed_sponsorships_truncate" AFTER TRUNCATE ON "org_sponsorships"
  FOR EACH STATEMENT EXECUTE FUNCTION "page_changed_all"();
