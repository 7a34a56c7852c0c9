CREATE TABLE "application_drafts" (
	"token_hash" text NOT NULL,
	"kind" text NOT NULL,
	"content" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "application_drafts_pk" PRIMARY KEY("token_hash","kind")
);
--> statement-breakpoint
CREATE INDEX "application_drafts_expires_idx" ON "application_drafts" USING btree ("expires_at");