DROP INDEX "terminations_account_number_idx";--> statement-breakpoint
DROP INDEX "terminations_disconnection_date_idx";--> statement-breakpoint
CREATE INDEX "cases_display_name_prefix_idx" ON "cases" USING btree (lower("display_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "cases_email_prefix_idx" ON "cases" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "cases_apps_created_at_idx" ON "cases" USING btree ("created_at","id","kind","status") WHERE kind in ('residential_application', 'business_application');--> statement-breakpoint
CREATE INDEX "cases_apps_reference_idx" ON "cases" USING btree ("reference","id","kind","status","created_at") WHERE kind in ('residential_application', 'business_application');--> statement-breakpoint
CREATE INDEX "cases_apps_display_name_idx" ON "cases" USING btree ("display_name","id","kind","status","created_at") WHERE kind in ('residential_application', 'business_application');--> statement-breakpoint
CREATE INDEX "cases_apps_status_idx" ON "cases" USING btree ("status","id","kind","created_at") WHERE kind in ('residential_application', 'business_application');--> statement-breakpoint
CREATE INDEX "cases_terms_created_at_idx" ON "cases" USING btree ("created_at","id","kind","status") WHERE kind in ('residential_termination', 'business_termination');--> statement-breakpoint
CREATE INDEX "cases_terms_display_name_idx" ON "cases" USING btree ("display_name","id","kind","status","created_at") WHERE kind in ('residential_termination', 'business_termination');--> statement-breakpoint
CREATE INDEX "cases_terms_status_idx" ON "cases" USING btree ("status","id","kind","created_at") WHERE kind in ('residential_termination', 'business_termination');--> statement-breakpoint
CREATE INDEX "terminations_account_number_idx" ON "terminations" USING btree ("account_number","id");--> statement-breakpoint
CREATE INDEX "terminations_disconnection_date_idx" ON "terminations" USING btree ("disconnection_date","id");