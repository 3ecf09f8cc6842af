-- D358: the search index reads a changed player again on each `player:<id>` notification; a player inserted
-- already active (an import, the search benchmark's seed) was only told as `slugs`, with no id. Now its id
-- is NOTIFYed too (the page cache holds nothing of a new player, so this drops nothing there).
CREATE OR REPLACE FUNCTION "page_changed_player_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('page_changed', 'player:' || NEW.id::text);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "page_changed_players_insert_row" AFTER INSERT ON "players"
  FOR EACH ROW WHEN (NEW.profile_status = 'active') EXECUTE FUNCTION "page_changed_player_inserted"();
