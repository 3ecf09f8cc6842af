-- D129: player_profile_parts holds the profile read's whole data per player, not only its team history
-- and media (decisions D129): `doc` is { player, currentTeamName, teamHistory, media } in the shape the
-- profile statement used to build on every read (server/features/players/profile-read.ts, ProfileDoc), and
-- `slug` the player's address, so a read is one index lookup returning one stored value. Every player has a
-- row; the triggers of 0013 (team history, media, team names) and the new ones on players keep it in the
-- same transaction as the write. Emptied first: the backfill at the end writes every player's row.
DELETE FROM "player_profile_parts";--> statement-breakpoint
ALTER TABLE "player_profile_parts" DROP COLUMN "team_history";--> statement-breakpoint
ALTER TABLE "player_profile_parts" DROP COLUMN "media";--> statement-breakpoint
ALTER TABLE "player_profile_parts" ADD COLUMN "slug" text NOT NULL;--> statement-breakpoint
ALTER TABLE "player_profile_parts" ADD COLUMN "doc" json NOT NULL;--> statement-breakpoint
CREATE INDEX "player_profile_parts_slug_idx" ON "player_profile_parts" USING btree ("slug");--> statement-breakpoint
-- The writers of one player take turns on the player's row (FOR NO KEY UPDATE, in id order), which every
-- update of the player takes too: the second writer's aggregate is read after the first committed, so neither
-- overwrites the other's rows with an older view, and a transaction that writes the player's history and
-- then the player itself cannot deadlock with one that writes the player (0013 took an advisory lock, which
-- could). The lock does not conflict with the KEY SHARE that foreign-key checks take (profile views).
-- The player's columns are PLAYER_DTO_COLUMNS (server/features/players/players.serializers.ts); a test
-- compares this document with one built from that list after every kind of write.
CREATE OR REPLACE FUNCTION "refresh_player_profile_parts"(pids uuid[]) RETURNS void LANGUAGE sql AS $$
  SELECT 1 FROM players WHERE id = ANY(pids) ORDER BY id FOR NO KEY UPDATE;
  INSERT INTO player_profile_parts (player_id, slug, doc)
  SELECT p.id, p.slug, json_build_object(
    'player', json_build_object(
      'id', p.id, 'userId', p.user_id, 'slug', p.slug, 'firstName', p.first_name, 'lastName', p.last_name,
      'preferredName', p.preferred_name, 'preferredJerseyNumber', p.preferred_jersey_number,
      'preferredPosition', p.preferred_position, 'positions', p.positions, 'birthYear', p.birth_year,
      'graduationYear', p.graduation_year, 'divisionInterest', p.division_interest, 'category', p.category,
      'showCategory', p.show_category, 'shoots', p.shoots, 'heightCm', p.height_cm, 'weightKg', p.weight_kg,
      'gpa', p.gpa, 'major', p.major, 'bio', p.bio, 'city', p.city, 'region', p.region, 'country', p.country,
      'profileStatus', p.profile_status, 'parentalConsentGiven', p.parental_consent_given,
      'parentalConsentRequired', p.parental_consent_required, 'verificationStatus', p.verification_status),
    'currentTeamName', (SELECT ct.name FROM teams ct WHERE ct.id = p.current_team_id),
    'teamHistory', coalesce((
      SELECT json_agg(json_build_object(
        'id', h.id, 'teamId', h.team_id, 'season', h.season, 'jerseyNumber', h.jersey_number,
        'isCurrent', h.is_current, 'coachName', h.coach_name, 'coachEmail', h.coach_email,
        'teamUrl', h.team_url, 'rosterUrl', h.roster_url,
        'team', json_build_object('name', t.name, 'league', t.league, 'level', t.level))
        ORDER BY h.is_current DESC, h.season DESC, h.created_at DESC)
      FROM player_team_history h JOIN teams t ON t.id = h.team_id
      WHERE h.player_id = p.id), '[]'::json),
    'media', coalesce((
      SELECT json_agg(json_build_object(
        'id', m.id, 'type', m.type, 'url', m.url, 'providerId', m.provider_id,
        'caption', m.caption, 'sortOrder', m.sort_order)
        ORDER BY m.sort_order, m.created_at)
      FROM media m WHERE m.player_id = p.id), '[]'::json))
  FROM players p
  WHERE p.id = ANY(pids)
  ON CONFLICT (player_id) DO UPDATE SET slug = excluded.slug, doc = excluded.doc;
$$;--> statement-breakpoint
-- Players: a new player gets its row; any update rewrites it (the answer's columns, the slug, the current
-- team). A deleted player's row goes with it (the foreign key's cascade).
CREATE OR REPLACE FUNCTION "player_profile_parts_from_players"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_player_profile_parts(ARRAY(SELECT id FROM new_rows));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "player_profile_parts_players_insert" AFTER INSERT ON "players"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "player_profile_parts_from_players"();--> statement-breakpoint
CREATE TRIGGER "player_profile_parts_players_update" AFTER UPDATE ON "players"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "player_profile_parts_from_players"();--> statement-breakpoint
-- Teams: a renamed team is in the history of some players and the current team of others.
CREATE OR REPLACE FUNCTION "player_profile_parts_from_team"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_player_profile_parts(ARRAY(
    SELECT h.player_id FROM player_team_history h WHERE h.team_id = NEW.id
    UNION SELECT p.id FROM players p WHERE p.current_team_id = NEW.id));
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Truncating team history or media: every player's row is written again.
CREATE OR REPLACE FUNCTION "player_profile_parts_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_player_profile_parts(ARRAY(SELECT id FROM players));
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- The profile cache (0014) forgets a player when its row here changes. A row is inserted only with its new
-- player, which nothing can have kept yet: inserts no longer notify (a late notification from the listening
-- connection would only empty the cache for nothing).
DROP TRIGGER "player_profile_notify_parts" ON "player_profile_parts";--> statement-breakpoint
CREATE TRIGGER "player_profile_notify_parts" AFTER UPDATE OR DELETE ON "player_profile_parts"
  FOR EACH ROW EXECUTE FUNCTION "player_profile_notify_parts"();--> statement-breakpoint
SELECT refresh_player_profile_parts(ARRAY(SELECT id FROM players));
