CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "users_admin_search_idx" ON "users" USING gin ((lower("name") || ' ' || lower("email")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "players_name_birth_year_idx" ON "players" USING btree (lower("first_name"),lower("last_name"),"birth_year");