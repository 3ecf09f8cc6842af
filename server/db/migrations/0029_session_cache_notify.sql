-- The session cache (server/plugins/auth.ts, D275): a process keeps a session's user in memory, and drops it
-- when `user:<id>` is NOTIFYed on `page_changed`. The user row already sends it (0025: role, suspension,
-- e-mail); a session ended (sign-out, every session of a user ended by a password reset, a suspension or a
-- deletion, the retention sweep) or changed sends it now too, on commit, to every process. A new session sends
-- nothing: no process keeps it yet.
CREATE TRIGGER "page_changed_sessions" AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "page_changed_user_column"('user_id');--> statement-breakpoint
CREATE TRIGGER "page_changed_sessions_truncate" AFTER TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "page_changed_viewer_truncate"();
