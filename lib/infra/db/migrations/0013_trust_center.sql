CREATE TYPE "public"."trust_change_kind" AS ENUM('added', 'changed', 'removed');--> statement-breakpoint
CREATE TYPE "public"."trust_compliance_status" AS ENUM('in_place', 'in_progress', 'planned');--> statement-breakpoint
CREATE TYPE "public"."trust_subscriber_status" AS ENUM('pending', 'confirmed', 'unsubscribed');--> statement-breakpoint
CREATE TYPE "public"."trust_token_purpose" AS ENUM('confirm', 'unsubscribe');--> statement-breakpoint
CREATE TABLE "trust_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "trust_change_kind" NOT NULL,
	"subprocessor_id" integer,
	"snapshot" jsonb NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "trust_compliance_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_en" varchar(120) NOT NULL,
	"name_es" varchar(120) NOT NULL,
	"status" "trust_compliance_status" NOT NULL,
	"status_date" date NOT NULL,
	"note_en" varchar(500) DEFAULT '' NOT NULL,
	"note_es" varchar(500) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trust_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"dpa_url" varchar(200),
	"dpa_bytes" integer,
	"dpa_uploaded_at" timestamp with time zone,
	"seeded_at" timestamp with time zone,
	CONSTRAINT "trust_settings_one_row" CHECK ("trust_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "trust_subprocessors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"purpose_en" varchar(300) NOT NULL,
	"purpose_es" varchar(300) NOT NULL,
	"location_en" varchar(120) NOT NULL,
	"location_es" varchar(120) NOT NULL,
	"data_en" varchar(300) NOT NULL,
	"data_es" varchar(300) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trust_subscriber_tokens" (
	"token_hash" char(64) PRIMARY KEY NOT NULL,
	"subscriber_id" integer NOT NULL,
	"purpose" "trust_token_purpose" NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trust_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(320) NOT NULL,
	"locale" "lead_locale" NOT NULL,
	"status" "trust_subscriber_status" DEFAULT 'pending' NOT NULL,
	"consent_text" varchar(500) NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "trust_subscribers_email_unique" UNIQUE("email"),
	CONSTRAINT "trust_subscribers_email_lower" CHECK ("trust_subscribers"."email" = lower("trust_subscribers"."email"))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "trust_subscriber_tokens" ADD CONSTRAINT "trust_subscriber_tokens_subscriber_id_trust_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."trust_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trust_changes_created_idx" ON "trust_changes" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trust_changes_unnotified_idx" ON "trust_changes" USING btree ("id") WHERE "trust_changes"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "trust_subscriber_tokens_subscriber_idx" ON "trust_subscriber_tokens" USING btree ("subscriber_id");--> statement-breakpoint
CREATE INDEX "trust_subscribers_status_idx" ON "trust_subscribers" USING btree ("status","confirmed_at");