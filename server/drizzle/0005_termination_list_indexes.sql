CREATE INDEX "terminations_disconnection_date_idx" ON "terminations" USING btree ("disconnection_date");--> statement-breakpoint
CREATE INDEX "terminations_account_number_trgm_idx" ON "terminations" USING gin ("account_number" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "terminations_id_number_trgm_idx" ON "terminations" USING gin ("id_number" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "terminations_registration_number_trgm_idx" ON "terminations" USING gin ("registration_number" gin_trgm_ops) WITH (fastupdate=false);