-- D366: every pooled connection LISTENed on the app's channels (D127, D217) so that a session hears its own
-- NOTIFY as its commit completes; each NOTIFY then went to every pooled connection of every process, about 9
-- messages to read and as many PostgreSQL backends woken per write under load. Now each pooled connection sets
-- rinkside.own_channel to a channel of its own and LISTENs only there; the triggers notify through
-- rinkside_notify, which sends the change on its channel (heard by each process's listening connection) and,
-- when the session has a channel of its own, on that one too as '<channel> <payload>' (heard by the writer's
-- own session at its commit, as before). The trigger functions are those of 0014, 0024, 0025 and 0041 as they
-- stand, with pg_notify replaced.
CREATE OR REPLACE FUNCTION public.rinkside_notify(channel text, payload text)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  own text := current_setting('rinkside.own_channel', true);
BEGIN
  PERFORM pg_notify(channel, payload);
  IF own IS NOT NULL AND own <> '' THEN
    PERFORM pg_notify(own, channel || ' ' || payload);
  END IF;
END;
$function$
;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.page_changed_all()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM rinkside_notify('page_changed', '*');
  RETURN NULL;
END;
$function$
;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.page_changed_list_items()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  owner uuid;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    SELECT owner_user_id INTO owner FROM recruiter_lists WHERE id = OLD.list_id;
    IF owner IS NOT NULL THEN PERFORM rinkside_notify('page_changed', 'user:' || owner::text); END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT owner_user_id INTO owner FROM recruiter_lists WHERE id = NEW.list_id;
    IF owner IS NOT NULL THEN PERFORM rinkside_notify('page_changed', 'user:' || owner::text); END IF;
  END IF;
  RETURN NULL;
END;
$function$
;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.page_changed_organizations()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM rinkside_notify('page_changed', 'org:' || OLD.id::text);
  RETURN NULL;
END;
$function$
;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.page_changed_player_inserted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM rinkside_notify('page_changed', 'player:' || NEW.id::text);
  RETURN NULL;
END;
$function$
;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.page_changed_player_row()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM rinkside_notify('page_changed', 'player:' || OLD.player_id::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM rinkside_notify('page_changed', 'player:' || NEW.player_id::text);
  END IF;
  RETURN NULL;
END;
$function$
;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.page_changed_players()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  pids uuid[];
  oid uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN pids := ARRAY[OLD.id];
  ELSE pids := ARRAY[OLD.id, NEW.id];
  END IF;
  PERFORM rinkside_notify('page_changed', 'player:' || pids[1]::text);
  IF array_length(pids, 1) = 2 AND pids[2] IS DISTINCT FROM pids[1] THEN
    PERFORM rinkside_notify('page_changed', 'player:' || pids[2]::text);
  END IF;
  FOR oid IN SELECT DISTINCT organization_id FROM org_sponsorships WHERE player_id = ANY(pids) LOOP
    PERFORM rinkside_notify('page_changed', 'org:' || oid::text);
  END LOOP;
  IF TG_OP = 'DELETE' OR OLD.slug IS DISTINCT FROM NEW.slug
     OR OLD.profile_status IS DISTINCT FROM NEW.profile_status THEN
    PERFORM rinkside_notify('page_changed', 'slugs');
  END IF;
  RETURN NULL;
END;
$function$
;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.page_changed_slug_history()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM rinkside_notify('page_changed', 'slugs');
  RETURN NULL;
END;
$function$
;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.page_changed_sponsorships()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM rinkside_notify('page_changed', 'org:' || OLD.organization_id::text);
    IF OLD.player_id IS NOT NULL THEN
      PERFORM rinkside_notify('page_changed', 'player:' || OLD.player_id::text);
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM rinkside_notify('page_changed', 'org:' || NEW.organization_id::text);
    IF NEW.player_id IS NOT NULL THEN
      PERFORM rinkside_notify('page_changed', 'player:' || NEW.player_id::text);
    END IF;
  END IF;
  RETURN NULL;
END;
$function$
;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.page_changed_teams()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  pid uuid;
BEGIN
  FOR pid IN
    SELECT id FROM players WHERE current_team_id = OLD.id
    UNION SELECT player_id FROM player_team_history WHERE team_id = OLD.id
    UNION SELECT player_id FROM games WHERE team_id = OLD.id
  LOOP
    PERFORM rinkside_notify('page_changed', 'player:' || pid::text);
  END LOOP;
  RETURN NULL;
END;
$function$
;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.page_changed_tiers()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM rinkside_notify('page_changed', 'tiers');
  RETURN NULL;
END;
$function$
;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.page_changed_user_column()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  col text := TG_ARGV[0];
  old_id text;
  new_id text;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    old_id := to_jsonb(OLD) ->> col;
    IF old_id IS NOT NULL THEN PERFORM rinkside_notify('page_changed', 'user:' || old_id); END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    new_id := to_jsonb(NEW) ->> col;
    IF new_id IS NOT NULL AND new_id IS DISTINCT FROM old_id THEN
      PERFORM rinkside_notify('page_changed', 'user:' || new_id);
    END IF;
  END IF;
  RETURN NULL;
END;
$function$
;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.page_changed_viewer_truncate()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM rinkside_notify('page_changed', '*');
  RETURN NULL;
END;
$function$
;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.player_profile_notify_all()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM rinkside_notify('player_profile_changed', '*');
  RETURN NULL;
END;
$function$
;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.player_profile_notify_parts()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM rinkside_notify('player_profile_changed', coalesce(NEW.player_id, OLD.player_id)::text);
  RETURN NULL;
END;
$function$
;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.player_profile_notify_rows()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  pid uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN
    FOR pid IN SELECT DISTINCT id FROM old_rows LOOP
      PERFORM rinkside_notify('player_profile_changed', pid::text);
    END LOOP;
  ELSE
    FOR pid IN SELECT DISTINCT id FROM new_rows LOOP
      PERFORM rinkside_notify('player_profile_changed', pid::text);
    END LOOP;
  END IF;
  RETURN NULL;
END;
$function$
;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.player_profile_notify_team()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  pid uuid;
BEGIN
  FOR pid IN SELECT id FROM players WHERE current_team_id = NEW.id LOOP
    PERFORM rinkside_notify('player_profile_changed', pid::text);
  END LOOP;
  RETURN NULL;
END;
$function$
;
