-- A signed-in visitor's kept pages (server/features/pages/page-cache.ts, D200-D201): every page kept for a
-- viewer carries `user:<id>`, and every write to a row that tells what that viewer is shown NOTIFYs
-- `page_changed` with it, on commit. The user row (name, e-mail, role, verified e-mail: the session read and
-- the access rules), the parent links and organization memberships (who manages a player, who sees a minor's
-- schedule details), the recruiter's program and verification, plan and feature overrides (entitlements),
-- and the recruiter's lists, list items, notes and ratings. A player's own rows already send `player:<id>`
-- (0024). Sessions send nothing: the auth hook checks the session on every request, and a request without a
-- valid one is looked up as signed out.
CREATE OR REPLACE FUNCTION "page_changed_user_column"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  col text := TG_ARGV[0];
  old_id text;
  new_id text;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    old_id := to_jsonb(OLD) ->> col;
    IF old_id IS NOT NULL THEN PERFORM pg_notify('page_changed', 'user:' || old_id); END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    new_id := to_jsonb(NEW) ->> col;
    IF new_id IS NOT NULL AND new_id IS DISTINCT FROM old_id THEN
      PERFORM pg_notify('page_changed', 'user:' || new_id);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A new user has no kept page yet: inserts send nothing.
CREATE TRIGGER "page_changed_users" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "page_changed_user_column"('id');--> statement-breakpoint
CREATE TRIGGER "page_changed_player_parents" AFTER INSERT OR UPDATE OR DELETE ON "player_parents"
  FOR EACH ROW EXECUTE FUNCTION "page_changed_user_column"('parent_user_id');--> statement-breakpoint
CREATE TRIGGER "page_changed_org_members" AFTER INSERT OR UPDATE OR DELETE ON "org_members"
  FOR EACH ROW EXECUTE FUNCTION "page_changed_user_column"('user_id');--> statement-breakpoint
CREATE TRIGGER "page_changed_recruiters" AFTER INSERT OR UPDATE OR DELETE ON "recruiters"
  FOR EACH ROW EXECUTE FUNCTION "page_changed_user_column"('user_id');--> statement-breakpoint
CREATE TRIGGER "page_changed_user_subscriptions" AFTER INSERT OR UPDATE OR DELETE ON "user_subscriptions"
  FOR EACH ROW EXECUTE FUNCTION "page_changed_user_column"('user_id');--> statement-breakpoint
CREATE TRIGGER "page_changed_user_feature_overrides" AFTER INSERT OR UPDATE OR DELETE ON "user_feature_overrides"
  FOR EACH ROW EXECUTE FUNCTION "page_changed_user_column"('user_id');--> statement-breakpoint
CREATE TRIGGER "page_changed_recruiter_lists" AFTER INSERT OR UPDATE OR DELETE ON "recruiter_lists"
  FOR EACH ROW EXECUTE FUNCTION "page_changed_user_column"('owner_user_id');--> statement-breakpoint
CREATE TRIGGER "page_changed_recruiter_notes" AFTER INSERT OR UPDATE OR DELETE ON "recruiter_notes"
  FOR EACH ROW EXECUTE FUNCTION "page_changed_user_column"('recruiter_user_id');--> statement-breakpoint
CREATE TRIGGER "page_changed_player_ratings" AFTER INSERT OR UPDATE OR DELETE ON "player_ratings"
  FOR EACH ROW EXECUTE FUNCTION "page_changed_user_column"('recruiter_user_id');--> statement-breakpoint
-- A list item names its list: the owner is read from it (a list deleted with its items sends the owner's tag
-- from the list's own trigger).
CREATE OR REPLACE FUNCTION "page_changed_list_items"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner uuid;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    SELECT owner_user_id INTO owner FROM recruiter_lists WHERE id = OLD.list_id;
    IF owner IS NOT NULL THEN PERFORM pg_notify('page_changed', 'user:' || owner::text); END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT owner_user_id INTO owner FROM recruiter_lists WHERE id = NEW.list_id;
    IF owner IS NOT NULL THEN PERFORM pg_notify('page_changed', 'user:' || owner::text); END IF;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "page_changed_recruiter_list_items" AFTER INSERT OR UPDATE OR DELETE ON "recruiter_list_items"
  FOR EACH ROW EXECUTE FUNCTION "page_changed_list_items"();--> statement-breakpoint
-- Emptying any of these tables drops every kept page.
CREATE OR REPLACE FUNCTION "page_changed_viewer_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('page_changed', '*');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "page_changed_users_truncate" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "page_changed_viewer_truncate"();--> statement-breakpoint
CREATE TRIGGER "page_changed_player_parents_truncate" AFTER TRUNCATE ON "player_parents"
  FOR EACH STATEMENT EXECUTE FUNCTION "page_changed_viewer_truncate"();--> statement-breakpoint
CREATE TRIGGER "page_changed_org_members_truncate" AFTER TRUNCATE ON "org_members"
  FOR EACH STATEMENT EXECUTE FUNCTION "page_changed_viewer_truncate"();--> statement-breakpoint
CREATE TRIGGER "page_changed_recruiters_truncate" AFTER TRUNCATE ON "recruiters"
  FOR EACH STATEMENT EXECUTE FUNCTION "page_changed_viewer_truncate"();--> statement-breakpoint
CREATE TRIGGER "page_changed_user_subscriptions_truncate" AFTER TRUNCATE ON "user_subscriptions"
  FOR EACH STATEMENT EXECUTE FUNCTION "page_changed_viewer_truncate"();
