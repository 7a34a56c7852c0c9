CREATE TABLE "drafts" (
	"token_hash" text,
	"case_id" uuid,
	"kind" text NOT NULL,
	"content" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "drafts_one_owner" CHECK (("drafts"."token_hash" is null) <> ("drafts"."case_id" is null))
);
--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "drafts_session_kind_idx" ON "drafts" USING btree ("token_hash","kind") WHERE "drafts"."token_hash" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "drafts_case_kind_idx" ON "drafts" USING btree ("case_id","kind") WHERE "drafts"."case_id" is not null;--> statement-breakpoint
CREATE INDEX "drafts_expires_idx" ON "drafts" USING btree ("expires_at");