ALTER TABLE "customer_sessions" ADD COLUMN "role" text DEFAULT 'requester' NOT NULL;--> statement-breakpoint
ALTER TABLE "terminations" ADD COLUMN "holder_matches" boolean;--> statement-breakpoint
ALTER TABLE "terminations" ADD COLUMN "holder_answer" text;--> statement-breakpoint
ALTER TABLE "terminations" ADD COLUMN "holder_answered_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "terminations_holder_answer_idx" ON "terminations" USING btree ("holder_answer","id");--> statement-breakpoint
-- Terminations sent before the holder was asked (issue 39): what the check would have found. Those still open that
-- somebody other than the holder on file sent wait for the holder; the rest needed no answer.
WITH "checked" AS (
  SELECT t."id", a."id" IS NOT NULL AS "found", COALESCE(t."id_matches" AND a."cell_phone" = c."cell_phone", false) AS "matches", c."status"
  FROM "terminations" t
  JOIN "cases" c ON c."id" = t."id"
  LEFT JOIN "accounts" a ON a."id" = t."register_account_id"
  WHERE t."account_found" IS NOT NULL
)
UPDATE "terminations" t SET
  "holder_matches" = "checked"."matches",
  "holder_answer" = CASE
    WHEN "checked"."found" AND NOT "checked"."matches" AND "checked"."status" IN ('pending', 'needsinfo', 'approved') THEN 'awaiting'
    ELSE 'not_needed'
  END
FROM "checked" WHERE "checked"."id" = t."id";
