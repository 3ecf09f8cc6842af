CREATE TYPE "public"."commitment_kind" AS ENUM('ncaa', 'other');--> statement-breakpoint
ALTER TYPE "public"."audit_event_type" ADD VALUE 'commitment_set';--> statement-breakpoint
ALTER TYPE "public"."audit_event_type" ADD VALUE 'commitment_removed';--> statement-breakpoint
CREATE TABLE "player_commitments" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"kind" "commitment_kind" NOT NULL,
	"program_name" text NOT NULL,
	"division" "ncaa_division",
	"program_gender" "program_gender",
	"committed_on" date NOT NULL,
	"set_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_commitments_ncaa_check" CHECK (("player_commitments"."kind" = 'ncaa' and "player_commitments"."division" is not null and "player_commitments"."program_gender" is not null)
        or ("player_commitments"."kind" <> 'ncaa' and "player_commitments"."division" is null and "player_commitments"."program_gender" is null))
);
--> statement-breakpoint
ALTER TABLE "player_commitments" ADD CONSTRAINT "player_commitments_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_commitments" ADD CONSTRAINT "player_commitments_set_by_user_id_users_id_fk" FOREIGN KEY ("set_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- D153: the profile document (D129) carries the player's commitment as `commitment`, null when
-- there is none: the public profile shows it, and an anonymous read stays one index lookup. The function is
-- 0016's with that one key added (the player's columns are still PLAYER_DTO_COLUMNS).
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
      FROM media m WHERE m.player_id = p.id), '[]'::json),
    'commitment', (
      SELECT json_build_object(
        'kind', c.kind, 'programName', c.program_name, 'division', c.division,
        'programGender', c.program_gender, 'committedOn', c.committed_on)
      FROM player_commitments c WHERE c.player_id = p.id))
  FROM players p
  WHERE p.id = ANY(pids)
  ON CONFLICT (player_id) DO UPDATE SET slug = excluded.slug, doc = excluded.doc;
$$;--> statement-breakpoint
-- A commitment set, changed or removed rewrites its player's document in the same transaction (0013's
-- function takes the player ids from the statement's rows).
CREATE TRIGGER "player_profile_parts_commitment_insert" AFTER INSERT ON "player_commitments"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "player_profile_parts_from_rows"();--> statement-breakpoint
CREATE TRIGGER "player_profile_parts_commitment_update" AFTER UPDATE ON "player_commitments"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "player_profile_parts_from_rows"();--> statement-breakpoint
CREATE TRIGGER "player_profile_parts_commitment_delete" AFTER DELETE ON "player_commitments"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "player_profile_parts_from_rows"();--> statement-breakpoint
CREATE TRIGGER "player_profile_parts_commitment_truncate" AFTER TRUNCATE ON "player_commitments"
  FOR EACH STATEMENT EXECUTE FUNCTION "player_profile_parts_truncate"();
--> statement-breakpoint
-- No backfill: no player has a commitment before this migration, and a stored document without the key
-- reads as none (server/features/players/profile-read.ts), so the next write of each player adds it.
SELECT 1;
