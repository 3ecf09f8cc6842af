-- D367: a pooled session hears its own changes as notices, not on a LISTEN channel of its own. D366 gave each
-- pooled connection a channel of its own so that a writer's process knows its change by the time the commit
-- answers (D127); but PostgreSQL signals every backend that LISTENs in the database at each notifying commit,
-- whatever the channel, so every pooled connection of every process was still woken by every change (ten per
-- process). A pooled connection now sets rinkside.own_notices and LISTENs on nothing: rinkside_notify sends the
-- change on its channel (heard by each process's listening connection) and, in such a session, raises a notice
-- with the code R0001 (the change's channel as its detail, its payload as its message), which reaches the
-- writer's connection at once; the pool applies the notices of a transaction once it has ended (server/db/client.ts).
-- A notice carries its context (each nested statement's text: the profile parts' statement is a few kilobytes),
-- so each change is raised once per transaction, as NOTIFY sends it once: the changes already raised are kept in
-- the transaction-local rinkside.own_told (up to about 4 KB; past that a change may be raised again).
CREATE OR REPLACE FUNCTION public.rinkside_notify(channel text, payload text)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  change text;
  told text;
BEGIN
  PERFORM pg_notify(channel, payload);
  IF current_setting('rinkside.own_notices', true) = 'on' THEN
    change := channel || ' ' || payload || E'\n';
    told := coalesce(nullif(current_setting('rinkside.own_told', true), ''), E'\n');
    IF strpos(told, E'\n' || change) = 0 THEN
      IF length(told) < 4096 THEN
        PERFORM set_config('rinkside.own_told', told || change, true);
      END IF;
      RAISE NOTICE USING MESSAGE = payload, DETAIL = channel, ERRCODE = 'R0001';
    END IF;
  END IF;
END;
$function$;
