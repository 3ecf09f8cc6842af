-- D321, D322: lists shared with colleagues of the same program (view or edit) and by a secret link, whose
-- hash is kept in share_token while it is live; the share changes are audited.
ALTER TYPE "public"."audit_event_type" ADD VALUE 'list_member_added';--> statement-breakpoint
ALTER TYPE "public"."audit_event_type" ADD VALUE 'list_member_updated';--> statement-breakpoint
ALTER TYPE "public"."audit_event_type" ADD VALUE 'list_member_removed';--> statement-breakpoint
ALTER TYPE "public"."audit_event_type" ADD VALUE 'list_link_created';--> statement-breakpoint
ALTER TYPE "public"."audit_event_type" ADD VALUE 'list_link_revoked';--> statement-breakpoint
CREATE TABLE "recruiter_list_members" (
	"list_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"access" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recruiter_list_members_pk" PRIMARY KEY("list_id","user_id"),
	CONSTRAINT "recruiter_list_members_access_check" CHECK ("recruiter_list_members"."access" in ('view', 'edit'))
);
--> statement-breakpoint
ALTER TABLE "recruiter_lists" ADD COLUMN "share_link_created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recruiter_list_members" ADD CONSTRAINT "recruiter_list_members_list_id_recruiter_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."recruiter_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiter_list_members" ADD CONSTRAINT "recruiter_list_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recruiter_list_members_user_idx" ON "recruiter_list_members" USING btree ("user_id");