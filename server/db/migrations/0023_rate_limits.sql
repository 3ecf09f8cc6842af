-- The shared counts of every throttle and limit (server/lib/limits, D171), in the columns
-- rate-limiter-flexible's RateLimiterPostgres reads and writes: key (hashed identities, D173), points,
-- expire (epoch milliseconds). Unlogged: counts are short-lived, and losing them in a crash only opens
-- the windows early; no WAL is written for each login attempt.
CREATE UNLOGGED TABLE IF NOT EXISTS "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "rate_limits_expire_idx" ON "rate_limits" USING btree ("expire");
