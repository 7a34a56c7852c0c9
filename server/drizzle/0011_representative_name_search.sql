ALTER TABLE "cases" ADD COLUMN "representative_name" text;--> statement-breakpoint
-- Written by hand from here to the two CREATE INDEX: the business requests' representatives as the repositories keep
-- them (case-detail-table.ts), the person's name where it is not already the display name. Only the business kinds
-- can differ, so only their rows are read and written. Each row written adds entries to every index of cases; the
-- trigram indexes take theirs in their pending lists meanwhile (fastupdate), merged once at the end: at a million
-- requests of each kind, 20 s per kind instead of 66 (docs/performance/million-rows.md). The new indexes are built
-- after, in one pass each.
ALTER INDEX "cases_reference_trgm_idx" SET (fastupdate = on);--> statement-breakpoint
ALTER INDEX "cases_display_name_trgm_idx" SET (fastupdate = on);--> statement-breakpoint
ALTER INDEX "cases_email_trgm_idx" SET (fastupdate = on);--> statement-breakpoint
ALTER INDEX "cases_apps_cell_phone_trgm_idx" SET (fastupdate = on);--> statement-breakpoint
ALTER INDEX "cases_terms_cell_phone_trgm_idx" SET (fastupdate = on);--> statement-breakpoint
UPDATE "cases" SET "representative_name" = "person"."name"
FROM (SELECT "id", nullif(trim(coalesce("first_name", '') || ' ' || coalesce("surname", '')), '') AS "name" FROM "applications") AS "person"
WHERE "cases"."kind" = 'business_application' AND "person"."id" = "cases"."id" AND "person"."name" <> "cases"."display_name";--> statement-breakpoint
UPDATE "cases" SET "representative_name" = "person"."name"
FROM (SELECT "id", nullif(trim(coalesce("first_name", '') || ' ' || coalesce("surname", '')), '') AS "name" FROM "terminations") AS "person"
WHERE "cases"."kind" = 'business_termination' AND "person"."id" = "cases"."id" AND "person"."name" <> "cases"."display_name";--> statement-breakpoint
-- Back as schema.ts has them (fastupdate off: PGlite has no autovacuum to merge a pending list), merged first.
SELECT gin_clean_pending_list('"cases_reference_trgm_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"cases_display_name_trgm_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"cases_email_trgm_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"cases_apps_cell_phone_trgm_idx"'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('"cases_terms_cell_phone_trgm_idx"'::regclass);--> statement-breakpoint
ALTER INDEX "cases_reference_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "cases_display_name_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "cases_email_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "cases_apps_cell_phone_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "cases_terms_cell_phone_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
CREATE INDEX "cases_representative_name_trgm_idx" ON "cases" USING gin ("representative_name" gin_trgm_ops) WITH (fastupdate=false) WHERE "cases"."representative_name" is not null;--> statement-breakpoint
CREATE INDEX "cases_representative_name_prefix_idx" ON "cases" USING btree (lower("representative_name") text_pattern_ops) WHERE "cases"."representative_name" is not null;
