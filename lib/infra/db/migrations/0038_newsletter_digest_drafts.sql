CREATE TABLE "newsletter_digest_drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"content" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by_email" varchar(320),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"scheduled_at" timestamp with time zone,
	"scheduled_by" integer,
	"scheduled_by_email" varchar(320),
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "html_body" text;--> statement-breakpoint
ALTER TABLE "newsletter_digests" ADD COLUMN "preheader" varchar(300) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_digests" ADD COLUMN "intro" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_digests" ADD COLUMN "draft_id" integer;--> statement-breakpoint
ALTER TABLE "newsletter_digest_drafts" ADD CONSTRAINT "newsletter_digest_drafts_scheduled_by_users_id_fk" FOREIGN KEY ("scheduled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_digests" ADD CONSTRAINT "newsletter_digests_draft_id_newsletter_digest_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."newsletter_digest_drafts"("id") ON DELETE set null ON UPDATE no action;