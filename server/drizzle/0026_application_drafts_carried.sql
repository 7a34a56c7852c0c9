-- Every draft in flight is carried into the one drafts table (ADR 041). A browser's first screens keep their
-- session's hash, and their kind becomes the case kind they are the draft of (an application wizard's `residential` or
-- `business`); a case's signing draft (stored as `case:<id>`) is now owned by its case. A signing draft whose case is
-- gone has nothing to return to and stays behind.
INSERT INTO "drafts" ("token_hash", "kind", "content", "updated_at", "expires_at")
SELECT "token_hash", "kind" || '_application', "content", "updated_at", "expires_at" FROM "application_drafts"
WHERE "token_hash" NOT LIKE 'case:%' AND "kind" IN ('residential', 'business');--> statement-breakpoint
INSERT INTO "drafts" ("case_id", "kind", "content", "updated_at", "expires_at")
SELECT "cases"."id", "application_drafts"."kind", "application_drafts"."content", "application_drafts"."updated_at",
  "application_drafts"."expires_at"
FROM "application_drafts" JOIN "cases" ON "cases"."id"::text = substr("application_drafts"."token_hash", 6)
WHERE "application_drafts"."token_hash" LIKE 'case:%';--> statement-breakpoint
DROP TABLE "application_drafts" CASCADE;
