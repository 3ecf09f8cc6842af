-- Relationships come from one fixed list (D106). Free text stored before is mapped onto it:
-- "Parent" (the old form default) and blanks become NULL (shown as "Parent"), anything unknown "other".
UPDATE "player_parents" SET "relationship" = CASE
  WHEN lower(btrim("relationship")) IN ('father', 'mother', 'guardian', 'coparent', 'other') THEN lower(btrim("relationship"))
  WHEN lower(btrim("relationship")) IN ('dad', 'stepfather', 'step-father') THEN 'father'
  WHEN lower(btrim("relationship")) IN ('mom', 'mum', 'stepmother', 'step-mother') THEN 'mother'
  WHEN lower(btrim("relationship")) IN ('legal guardian') THEN 'guardian'
  WHEN lower(btrim("relationship")) IN ('co-parent', 'co parent') THEN 'coparent'
  WHEN lower(btrim("relationship")) IN ('', 'parent') THEN NULL
  ELSE 'other'
END WHERE "relationship" IS NOT NULL AND "relationship" NOT IN ('father', 'mother', 'guardian', 'coparent', 'other');--> statement-breakpoint
UPDATE "co_parent_invitations" SET "relationship" = CASE
  WHEN lower(btrim("relationship")) IN ('father', 'mother', 'guardian', 'coparent', 'other') THEN lower(btrim("relationship"))
  WHEN lower(btrim("relationship")) IN ('dad', 'stepfather', 'step-father') THEN 'father'
  WHEN lower(btrim("relationship")) IN ('mom', 'mum', 'stepmother', 'step-mother') THEN 'mother'
  WHEN lower(btrim("relationship")) IN ('legal guardian') THEN 'guardian'
  WHEN lower(btrim("relationship")) IN ('co-parent', 'co parent') THEN 'coparent'
  WHEN lower(btrim("relationship")) IN ('', 'parent') THEN NULL
  ELSE 'other'
END WHERE "relationship" IS NOT NULL AND "relationship" NOT IN ('father', 'mother', 'guardian', 'coparent', 'other');--> statement-breakpoint
ALTER TABLE "co_parent_invitations" ADD CONSTRAINT "co_parent_invitations_relationship_check" CHECK ("co_parent_invitations"."relationship" is null or "co_parent_invitations"."relationship" in ('father', 'mother', 'guardian', 'coparent', 'other'));--> statement-breakpoint
ALTER TABLE "player_parents" ADD CONSTRAINT "player_parents_relationship_check" CHECK ("player_parents"."relationship" is null or "player_parents"."relationship" in ('father', 'mother', 'guardian', 'coparent', 'other'));