ALTER TABLE "cases" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_assignee_id_admin_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cases_due_missing_idx" ON "cases" USING btree ("id") WHERE due_at is null and status in ('pending', 'needsinfo', 'approved');--> statement-breakpoint
CREATE INDEX "cases_assignee_idx" ON "cases" USING btree ("assignee_id","created_at") WHERE "cases"."assignee_id" is not null;--> statement-breakpoint
CREATE INDEX "cases_apps_due_at_idx" ON "cases" USING btree ("due_at","id","kind","status","created_at") WHERE kind in ('residential_application', 'business_application');--> statement-breakpoint
CREATE INDEX "cases_terms_due_at_idx" ON "cases" USING btree ("due_at","id","kind","status","created_at") WHERE kind in ('residential_termination', 'business_termination');