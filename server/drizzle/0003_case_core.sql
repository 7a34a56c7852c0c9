-- One case core: every customer request is a row of "cases"; applications keep their own fields.
-- Existing applications, their timeline, sessions, codes, consent and documents are carried across.
CREATE TABLE "case_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "case_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"case_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_type" text NOT NULL,
	"admin_id" uuid,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"display_name" text DEFAULT '' NOT NULL,
	"cell_phone" text,
	"email" text,
	"language" text DEFAULT 'en' NOT NULL,
	"cell_confirmed_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"info_request" jsonb,
	"last_message" jsonb,
	"signature_type" text,
	"signature_text" text,
	"signed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cases_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "consents" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"case_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"terms_version" text NOT NULL,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"case_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customer_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"case_id" uuid,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"purpose" text NOT NULL,
	"language" text NOT NULL,
	"body_key" text NOT NULL,
	"subject_key" text,
	"vars" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
INSERT INTO "cases" ("id", "kind", "reference", "status", "display_name", "cell_phone", "email", "language",
  "cell_confirmed_at", "submitted_at", "decided_by", "decided_at", "info_request", "last_message",
  "signature_type", "signature_text", "signed_at", "created_at", "updated_at")
SELECT "id", CASE WHEN "is_business" THEN 'business_application' ELSE 'residential_application' END,
  "reference", "status", trim(coalesce("first_name", '') || ' ' || coalesce("surname", '')), "cell_phone", "email",
  "language", "cell_confirmed_at", "submitted_at", "decided_by", "decided_at",
  CASE WHEN "info_requested" IS NULL THEN NULL ELSE jsonb_build_object('text', "info_requested") END,
  CASE WHEN "last_client_message" IS NULL THEN NULL ELSE jsonb_build_object('text', "last_client_message") END,
  "signature_type", "signature_text", "signed_at", "created_at", "updated_at"
FROM "applications";
--> statement-breakpoint
UPDATE "cases" SET "info_request" = jsonb_build_object('key', 'decisions.infoRequest.incomplete-incorrect-info') WHERE "info_request"->>'text' = 'Incomplete/incorrect information on application form.';
--> statement-breakpoint
UPDATE "cases" SET "info_request" = jsonb_build_object('key', 'decisions.infoRequest.general-info-not-signed') WHERE "info_request"->>'text' = 'General Information page not signed.';
--> statement-breakpoint
UPDATE "cases" SET "info_request" = jsonb_build_object('key', 'decisions.infoRequest.unclear-id-copy') WHERE "info_request"->>'text' = 'Unclear/unreadable ID copy.';
--> statement-breakpoint
UPDATE "cases" SET "info_request" = jsonb_build_object('key', 'decisions.infoRequest.incomplete-lease-agreement') WHERE "info_request"->>'text' = 'Incomplete Lease Agreement.';
--> statement-breakpoint
UPDATE "cases" SET "info_request" = jsonb_build_object('key', 'decisions.infoRequest.title-deed-required') WHERE "info_request"->>'text' = 'Title Deed/Letter of Transfer, with the registration date.';
--> statement-breakpoint
UPDATE "cases" SET "info_request" = jsonb_build_object('key', 'decisions.infoRequest.supporting-docs') WHERE "info_request"->>'text' = 'Supporting documents required.';
--> statement-breakpoint
UPDATE "cases" SET "info_request" = jsonb_build_object('key', 'decisions.rejection.invalid-application') WHERE "info_request"->>'text' = 'Invalid application.';
--> statement-breakpoint
UPDATE "cases" SET "info_request" = jsonb_build_object('key', 'decisions.rejection.incomplete-info') WHERE "info_request"->>'text' = 'Incomplete application information.';
--> statement-breakpoint
UPDATE "cases" SET "info_request" = jsonb_build_object('key', 'decisions.rejection.non-qualifying') WHERE "info_request"->>'text' = 'You do not meet the required qualification criteria.';
--> statement-breakpoint
UPDATE "cases" SET "info_request" = jsonb_build_object('key', 'decisions.rejection.duplicate') WHERE "info_request"->>'text' = 'Duplicate application found in our system.';
--> statement-breakpoint
UPDATE "cases" SET "last_message" = jsonb_build_object('key', 'decisions.infoRequest.incomplete-incorrect-info') WHERE "last_message"->>'text' = 'Incomplete/incorrect information on application form.';
--> statement-breakpoint
UPDATE "cases" SET "last_message" = jsonb_build_object('key', 'decisions.infoRequest.general-info-not-signed') WHERE "last_message"->>'text' = 'General Information page not signed.';
--> statement-breakpoint
UPDATE "cases" SET "last_message" = jsonb_build_object('key', 'decisions.infoRequest.unclear-id-copy') WHERE "last_message"->>'text' = 'Unclear/unreadable ID copy.';
--> statement-breakpoint
UPDATE "cases" SET "last_message" = jsonb_build_object('key', 'decisions.infoRequest.incomplete-lease-agreement') WHERE "last_message"->>'text' = 'Incomplete Lease Agreement.';
--> statement-breakpoint
UPDATE "cases" SET "last_message" = jsonb_build_object('key', 'decisions.infoRequest.title-deed-required') WHERE "last_message"->>'text' = 'Title Deed/Letter of Transfer, with the registration date.';
--> statement-breakpoint
UPDATE "cases" SET "last_message" = jsonb_build_object('key', 'decisions.infoRequest.supporting-docs') WHERE "last_message"->>'text' = 'Supporting documents required.';
--> statement-breakpoint
UPDATE "cases" SET "last_message" = jsonb_build_object('key', 'decisions.rejection.invalid-application') WHERE "last_message"->>'text' = 'Invalid application.';
--> statement-breakpoint
UPDATE "cases" SET "last_message" = jsonb_build_object('key', 'decisions.rejection.incomplete-info') WHERE "last_message"->>'text' = 'Incomplete application information.';
--> statement-breakpoint
UPDATE "cases" SET "last_message" = jsonb_build_object('key', 'decisions.rejection.non-qualifying') WHERE "last_message"->>'text' = 'You do not meet the required qualification criteria.';
--> statement-breakpoint
UPDATE "cases" SET "last_message" = jsonb_build_object('key', 'decisions.rejection.duplicate') WHERE "last_message"->>'text' = 'Duplicate application found in our system.';
--> statement-breakpoint
INSERT INTO "consents" ("case_id", "purpose", "terms_version", "given_at")
SELECT "id", 'popia', coalesce("consent_terms_version", 'unknown'), "consent_at" FROM "applications" WHERE "consent_at" IS NOT NULL;
--> statement-breakpoint
INSERT INTO "customer_sessions" ("id", "token_hash", "case_id", "created_at", "expires_at")
SELECT "id", "token_hash", "application_id", "created_at", "expires_at" FROM "applicant_sessions";
--> statement-breakpoint
INSERT INTO "case_events" ("case_id", "at", "actor_type", "admin_id", "kind", "data")
SELECT "application_id", "at", CASE WHEN "actor_type" = 'applicant' THEN 'customer' ELSE "actor_type" END, "admin_id",
  CASE
    WHEN "kind" = 'status' AND "text" LIKE 'POPIA consent given (terms %)' THEN 'created'
    WHEN "kind" = 'status' THEN 'status'
    WHEN "kind" = 'message' THEN 'message'
    WHEN "text" ~ '^Deposit approved: ' THEN 'deposit_approved'
    WHEN "text" ~ '^Complex confirmed: ' THEN 'complex_confirmed'
    WHEN "text" ~ '^Unit confirmed: ' THEN 'unit_confirmed'
    WHEN "text" ~ '^Approved document: ' THEN 'document_approved'
    WHEN "text" ~ '^Rejected document: ' THEN 'document_rejected'
    WHEN "text" ~ '^Uploaded document: ' THEN 'document_uploaded'
    WHEN "text" ~ '^Deleted document: ' THEN 'document_deleted'
    ELSE 'note'
  END,
  CASE
    WHEN "kind" = 'status' AND "text" LIKE 'POPIA consent given (terms %)' THEN
      jsonb_build_object('termsVersion', substring("text" from 'terms ([^)]*)\)'))
    WHEN "kind" = 'status' THEN jsonb_strip_nulls(jsonb_build_object(
      'from', "status_from", 'to', "status_to",
      'action', CASE
        WHEN "status_to" = 'pending' AND "status_from" = 'needsinfo' THEN 'resubmit'
        WHEN "status_to" = 'pending' THEN 'submit'
        WHEN "status_to" = 'approved' THEN 'approve'
        WHEN "status_to" = 'rejected' THEN 'reject'
        WHEN "status_to" = 'needsinfo' THEN 'request-info'
        WHEN "status_to" = 'completed' THEN 'complete'
        WHEN "status_to" = 'archived' THEN 'archive'
        ELSE 'change' END,
      'reason', CASE WHEN "text" IS NULL THEN NULL ELSE jsonb_build_object('text', "text") END))
      || CASE WHEN "status_from" IS NULL THEN jsonb_build_object('from', NULL) ELSE '{}'::jsonb END
    WHEN "kind" = 'message' THEN jsonb_build_object(
      'channel', CASE WHEN "text" LIKE 'EMAIL: %' THEN 'email' ELSE 'sms' END,
      'text', regexp_replace(coalesce("text", ''), '^(SMS|EMAIL): ', ''))
    WHEN "text" ~ '^Deposit approved: ' THEN jsonb_build_object(
      'amountCents', nullif(regexp_replace("text", '[^0-9]', '', 'g'), '')::bigint, 'previousCents', NULL)
    WHEN "text" ~ '^Complex confirmed: ' THEN jsonb_build_object('complexName', substring("text" from 20))
    WHEN "text" ~ '^Unit confirmed: ' THEN jsonb_build_object(
      'premise', substring("text" from '^Unit confirmed: (\S+)'),
      'address', coalesce(substring("text" from '^Unit confirmed: \S+ \((.*)\)$'), ''))
    WHEN "text" ~ '^(Approved|Rejected|Uploaded|Deleted) document: ' THEN
      jsonb_build_object('type', substring("text" from ': (.*)$'))
    ELSE jsonb_build_object('text', coalesce("text", ''))
  END
FROM "application_events" ORDER BY "id";
--> statement-breakpoint
ALTER TABLE "throttle_events" ADD COLUMN "ticket" text;
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "case_id" uuid;
--> statement-breakpoint
UPDATE "documents" SET "case_id" = "application_id";
--> statement-breakpoint
ALTER TABLE "documents" ALTER COLUMN "case_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "verification_codes" ADD COLUMN "case_id" uuid;
--> statement-breakpoint
UPDATE "verification_codes" SET "case_id" = "application_id";
--> statement-breakpoint
ALTER TABLE "verification_codes" ALTER COLUMN "case_id" SET NOT NULL;
--> statement-breakpoint
DROP TABLE "applicant_sessions" CASCADE;
--> statement-breakpoint
DROP TABLE "application_events" CASCADE;
--> statement-breakpoint
ALTER TABLE "applications" DROP CONSTRAINT "applications_reference_unique";
--> statement-breakpoint
ALTER TABLE "applications" DROP CONSTRAINT "applications_decided_by_admin_users_id_fk";
--> statement-breakpoint
ALTER TABLE "documents" DROP CONSTRAINT "documents_application_id_applications_id_fk";
--> statement-breakpoint
ALTER TABLE "verification_codes" DROP CONSTRAINT "verification_codes_application_id_applications_id_fk";
--> statement-breakpoint
DROP INDEX "applications_status_created_idx";
--> statement-breakpoint
DROP INDEX "applications_created_idx";
--> statement-breakpoint
DROP INDEX "applications_reference_trgm_idx";
--> statement-breakpoint
DROP INDEX "applications_full_name_trgm_idx";
--> statement-breakpoint
DROP INDEX "applications_email_trgm_idx";
--> statement-breakpoint
DROP INDEX "applications_cell_phone_trgm_idx";
--> statement-breakpoint
DROP INDEX "applications_full_name_idx";
--> statement-breakpoint
DROP INDEX "documents_application_type_idx";
--> statement-breakpoint
DROP INDEX "verification_codes_application_idx";
--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "id" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "case_events" ADD CONSTRAINT "case_events_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "case_events" ADD CONSTRAINT "case_events_admin_id_admin_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_decided_by_admin_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "customer_sessions" ADD CONSTRAINT "customer_sessions_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_id_cases_id_fk" FOREIGN KEY ("id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "case_events_case_idx" ON "case_events" USING btree ("case_id","at");
--> statement-breakpoint
CREATE INDEX "cases_kind_status_created_idx" ON "cases" USING btree ("kind","status","created_at");
--> statement-breakpoint
CREATE INDEX "cases_kind_created_idx" ON "cases" USING btree ("kind","created_at");
--> statement-breakpoint
CREATE INDEX "cases_reference_trgm_idx" ON "cases" USING gin ("reference" gin_trgm_ops) WITH (fastupdate=false);
--> statement-breakpoint
CREATE INDEX "cases_display_name_trgm_idx" ON "cases" USING gin ("display_name" gin_trgm_ops) WITH (fastupdate=false);
--> statement-breakpoint
CREATE INDEX "cases_email_trgm_idx" ON "cases" USING gin ("email" gin_trgm_ops) WITH (fastupdate=false);
--> statement-breakpoint
CREATE INDEX "cases_cell_phone_trgm_idx" ON "cases" USING gin ("cell_phone" gin_trgm_ops) WITH (fastupdate=false);
--> statement-breakpoint
CREATE INDEX "cases_display_name_idx" ON "cases" USING btree ("display_name");
--> statement-breakpoint
CREATE INDEX "consents_case_idx" ON "consents" USING btree ("case_id","given_at");
--> statement-breakpoint
CREATE INDEX "customer_sessions_case_idx" ON "customer_sessions" USING btree ("case_id");
--> statement-breakpoint
CREATE INDEX "notifications_due_idx" ON "notifications" USING btree ("next_attempt_at") WHERE "notifications"."status" in ('queued', 'sending');
--> statement-breakpoint
CREATE INDEX "notifications_case_idx" ON "notifications" USING btree ("case_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "documents_case_type_idx" ON "documents" USING btree ("case_id","type");
--> statement-breakpoint
CREATE INDEX "verification_codes_case_idx" ON "verification_codes" USING btree ("case_id","created_at");
--> statement-breakpoint
ALTER TABLE "applications" DROP COLUMN "reference";
--> statement-breakpoint
ALTER TABLE "applications" DROP COLUMN "is_business";
--> statement-breakpoint
ALTER TABLE "applications" DROP COLUMN "status";
--> statement-breakpoint
ALTER TABLE "applications" DROP COLUMN "language";
--> statement-breakpoint
ALTER TABLE "applications" DROP COLUMN "cell_phone";
--> statement-breakpoint
ALTER TABLE "applications" DROP COLUMN "email";
--> statement-breakpoint
ALTER TABLE "applications" DROP COLUMN "cell_confirmed_at";
--> statement-breakpoint
ALTER TABLE "applications" DROP COLUMN "consent_at";
--> statement-breakpoint
ALTER TABLE "applications" DROP COLUMN "consent_terms_version";
--> statement-breakpoint
ALTER TABLE "applications" DROP COLUMN "submitted_at";
--> statement-breakpoint
ALTER TABLE "applications" DROP COLUMN "decided_by";
--> statement-breakpoint
ALTER TABLE "applications" DROP COLUMN "decided_at";
--> statement-breakpoint
ALTER TABLE "applications" DROP COLUMN "last_client_message";
--> statement-breakpoint
ALTER TABLE "applications" DROP COLUMN "info_requested";
--> statement-breakpoint
ALTER TABLE "applications" DROP COLUMN "signature_type";
--> statement-breakpoint
ALTER TABLE "applications" DROP COLUMN "signature_text";
--> statement-breakpoint
ALTER TABLE "applications" DROP COLUMN "signed_at";
--> statement-breakpoint
ALTER TABLE "applications" DROP COLUMN "created_at";
--> statement-breakpoint
ALTER TABLE "applications" DROP COLUMN "updated_at";
--> statement-breakpoint
ALTER TABLE "documents" DROP COLUMN "application_id";
--> statement-breakpoint
ALTER TABLE "verification_codes" DROP COLUMN "application_id";
