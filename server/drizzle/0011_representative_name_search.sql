ALTER TABLE "cases" ADD COLUMN "representative_name" text;--> statement-breakpoint
-- Written by hand: the business requests' representatives as the repositories keep them (case-detail-table.ts), the
-- person's name where it is not already the display name. Only the business kinds can differ, so only their rows are
-- read and written; the indexes are built after, in one pass each.
UPDATE "cases" SET "representative_name" = "person"."name"
FROM (SELECT "id", nullif(trim(coalesce("first_name", '') || ' ' || coalesce("surname", '')), '') AS "name" FROM "applications") AS "person"
WHERE "cases"."kind" = 'business_application' AND "person"."id" = "cases"."id" AND "person"."name" <> "cases"."display_name";--> statement-breakpoint
UPDATE "cases" SET "representative_name" = "person"."name"
FROM (SELECT "id", nullif(trim(coalesce("first_name", '') || ' ' || coalesce("surname", '')), '') AS "name" FROM "terminations") AS "person"
WHERE "cases"."kind" = 'business_termination' AND "person"."id" = "cases"."id" AND "person"."name" <> "cases"."display_name";--> statement-breakpoint
CREATE INDEX "cases_representative_name_trgm_idx" ON "cases" USING gin ("representative_name" gin_trgm_ops) WITH (fastupdate=false) WHERE "cases"."representative_name" is not null;--> statement-breakpoint
CREATE INDEX "cases_representative_name_prefix_idx" ON "cases" USING btree (lower("representative_name") text_pattern_ops) WHERE "cases"."representative_name" is not null;
