CREATE SEQUENCE "public"."complexes_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "import_staging" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "import_staging_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"import_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"row" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "deposit_rules_type_occupancy_idx";--> statement-breakpoint
ALTER TABLE "complexes" ALTER COLUMN "code" SET DEFAULT ('CX' || regexp_replace('00' || nextval('complexes_code_seq')::text, '^0*([0-9]{3,})$', '\1'));--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "deposit_rule_cents" integer;--> statement-breakpoint
ALTER TABLE "complexes" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "complexes" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "deposit_rules" ADD COLUMN "effective_from" date DEFAULT '2000-01-01' NOT NULL;--> statement-breakpoint
ALTER TABLE "deposit_rules" ADD COLUMN "created_by" uuid;--> statement-breakpoint
CREATE INDEX "import_staging_import_line_idx" ON "import_staging" USING btree ("import_id","line");--> statement-breakpoint
ALTER TABLE "deposit_rules" ADD CONSTRAINT "deposit_rules_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "complexes_name_suburb_idx" ON "complexes" USING btree (lower("name"),lower("suburb"));--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_rules_type_occupancy_from_idx" ON "deposit_rules" USING btree ("applicant_type","occupancy","effective_from");--> statement-breakpoint
-- Complexes added from now on continue the existing CXnnn series.
SELECT setval('complexes_code_seq', COALESCE((SELECT max(substring("code" from 3)::int) FROM "complexes" WHERE "code" ~ '^CX[0-9]+$'), 0) + 1, false);
