-- D130: a profile view is identified by its player, viewer and day, which was already
-- unique; the random id beside it was a third index to write on every view and was read by nothing but the
-- erasure of a viewer (now a random key). The unique index becomes the primary key as it is.
ALTER TABLE "profile_views" DROP COLUMN "id";--> statement-breakpoint
ALTER TABLE "profile_views" ADD CONSTRAINT "profile_views_once_a_day" PRIMARY KEY USING INDEX "profile_views_once_a_day";
