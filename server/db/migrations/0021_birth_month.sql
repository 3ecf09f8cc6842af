ALTER TABLE "messages" ADD COLUMN "notice" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "birth_month" smallint;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "parents_keep_access" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_notice_unique" ON "messages" USING btree ("conversation_id","notice") WHERE "messages"."notice" is not null;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_notice_check" CHECK ("messages"."notice" in ('player_adult'));--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_birth_month_check" CHECK ("players"."birth_month" between 1 and 12);--> statement-breakpoint
-- Decisions §4 (D140, common/age.ts): whether a birth is 18 or older today by the month rule (an unknown
-- month reads December; a birthday counts on the last day of its month, by Hawaii's calendar day). The
-- latest (year, month) of an adult's birth is the month of tomorrow's date less one month and 18 years,
-- which is common/age.ts latestBirthForAge(18).
CREATE FUNCTION "birth_is_adult"(birth_year integer, birth_month smallint, at timestamptz) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT make_date(birth_year, coalesce(birth_month, 12), 1)
    <= (date_trunc('month', (at AT TIME ZONE 'Pacific/Honolulu')::date + 1) - interval '1 month' - interval '18 years')::date
$$;
--> statement-breakpoint
-- The trigger of 0011 with the month rule: a parent linked later joins the threads of a player under 18
-- (or of a player without an account of their own).
CREATE OR REPLACE FUNCTION "conversation_parents_follow_links"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "conversation_participants" ("conversation_id", "user_id", "role")
    SELECT c."id", NEW."parent_user_id", 'parent'
    FROM "conversations" c JOIN "players" p ON p."id" = c."player_id"
    WHERE c."player_id" = NEW."player_id"
      AND (NOT birth_is_adult(p."birth_year", p."birth_month", now()) OR p."user_id" IS NULL)
    ON CONFLICT DO NOTHING;
    RETURN NEW;
  END IF;
  DELETE FROM "conversation_participants" cp
  USING "conversations" c
  WHERE cp."conversation_id" = c."id" AND c."player_id" = OLD."player_id"
    AND cp."user_id" = OLD."parent_user_id" AND cp."role" = 'parent';
  RETURN OLD;
END $$;
