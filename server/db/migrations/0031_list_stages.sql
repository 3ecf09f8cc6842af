-- D290: a recruiter list as a pipeline. Each item has a stage (new ones start at Watching); a list keeps its
-- owner's own stage names after the default ones. D292: exporting a list is audited as list_exported.
ALTER TYPE "public"."audit_event_type" ADD VALUE 'list_updated';--> statement-breakpoint
ALTER TYPE "public"."audit_event_type" ADD VALUE 'list_item_stage_changed';--> statement-breakpoint
ALTER TYPE "public"."audit_event_type" ADD VALUE 'list_exported';--> statement-breakpoint
ALTER TABLE "recruiter_list_items" ADD COLUMN "stage" text DEFAULT 'Watching' NOT NULL;--> statement-breakpoint
ALTER TABLE "recruiter_lists" ADD COLUMN "custom_stages" text[] DEFAULT '{}'::text[] NOT NULL;