-- D367: a pooled session hears its own changes as notices, not on a LISTEN channel of its own. D366 gave each
-- pooled connection a channel of its own so that a writer's process knows its change by the time the commit
-- answers (D127); but PostgreSQL signals every backend that LISTENs in the database at each notifying commit,
-- whatever the channel, so every pooled connection of every process was still woken by every change (ten per
-- process). A pooled connection now sets rinkside.own_notices and LISTENs on nothing: rinkside_notify sends the
-- change on its channel (heard by each process's listening connection) and, in such a session, raises a notice
-- with the code R0001 (the change's channel as its detail, its payload as its message), which reaches the
-- writer's connection at once; the pool applies the notices of a transaction once it has ended (server/db/client.ts).
CREATE OR REPLACE FUNCTION public.rinkside_notify(channel text, payload text)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify(channel, payload);
  IF current_setting('rinkside.own_notices', true) = 'on' THEN
    RAISE NOTICE USING MESSAGE = payload, DETAIL = channel, ERRCODE = 'R0001';
  END IF;
END;
$function$;
