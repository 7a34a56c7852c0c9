CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "applications_reference_trgm_idx" ON "applications" USING gin ("reference" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "applications_full_name_trgm_idx" ON "applications" USING gin ((trim(coalesce("first_name", '') || ' ' || coalesce("surname", ''))) gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "applications_email_trgm_idx" ON "applications" USING gin ("email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "applications_cell_phone_trgm_idx" ON "applications" USING gin ("cell_phone" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "applications_full_name_idx" ON "applications" USING btree ((trim(coalesce("first_name", '') || ' ' || coalesce("surname", ''))));