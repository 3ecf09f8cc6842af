-- D362: refresh_player_profile_parts (0018's body unchanged) in PL/pgSQL instead of SQL, with one generic plan
-- per statement. PostgreSQL plans every statement of a SQL function on every call; under the write load of
-- docs/performance.md every profile edit planned the document's INSERT for 0.66 ms to run it for 0.2 ms.
-- PL/pgSQL keeps a statement's plan for the session, but left to choose it planned each call anew too: for
-- `id = ANY(pids)` the generic plan is costed for ten ids and a call's own plan for the one it is given.
-- The generic plan looks each id up in players' key; a call for every player (a truncate, a backfill) does
-- the same, one lookup per player, beside the rows it writes for each.
CREATE OR REPLACE FUNCTION "refresh_player_profile_parts"(pids uuid[]) RETURNS void LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  PERFORM 1 FROM players WHERE id = ANY(pids) ORDER BY id FOR NO KEY UPDATE;
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
END;
$$;
