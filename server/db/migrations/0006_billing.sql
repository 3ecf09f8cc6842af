ALTER TYPE "public"."audit_event_type" ADD VALUE 'subscription_changed' BEFORE 'user_suspended';--> statement-breakpoint
ALTER TYPE "public"."audit_event_type" ADD VALUE 'feature_override_changed' BEFORE 'user_suspended';--> statement-breakpoint
ALTER TYPE "public"."audit_event_type" ADD VALUE 'tier_changed' BEFORE 'user_suspended';--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "amount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "stripe_subscription_id" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "stripe_customer_id" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "stripe_price_id" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "subscription_status" "subscription_status";--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "current_period_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "current_period_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "last_event_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD COLUMN "last_event_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "checkout_sessions_stripe_subscription_idx" ON "checkout_sessions" USING btree ("stripe_subscription_id");