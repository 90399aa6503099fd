CREATE TYPE "public"."newsletter_subscriber_status" AS ENUM('pending', 'confirmed', 'unsubscribed');--> statement-breakpoint
CREATE TYPE "public"."newsletter_token_purpose" AS ENUM('confirm', 'unsubscribe');--> statement-breakpoint
CREATE TABLE "newsletter_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscriber_id" integer,
	"email" varchar(320) NOT NULL,
	"locale" "lead_locale" NOT NULL,
	"consent_text" varchar(500) NOT NULL,
	"consent_version" varchar(40) NOT NULL,
	"consent_hash" char(64) NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_digests" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" "lead_locale" NOT NULL,
	"posts" jsonb NOT NULL,
	"subject" varchar(300) NOT NULL,
	"sent_by" integer,
	"sent_by_email" varchar(320) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cursor" integer DEFAULT 0 NOT NULL,
	"queued" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriber_tokens" (
	"token_hash" char(64) PRIMARY KEY NOT NULL,
	"subscriber_id" integer NOT NULL,
	"purpose" "newsletter_token_purpose" NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(320) NOT NULL,
	"locale" "lead_locale" NOT NULL,
	"status" "newsletter_subscriber_status" DEFAULT 'pending' NOT NULL,
	"consent_text" varchar(500) NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "newsletter_subscribers_email_unique" UNIQUE("email"),
	CONSTRAINT "newsletter_subscribers_email_lower" CHECK ("newsletter_subscribers"."email" = lower("newsletter_subscribers"."email"))
);
--> statement-breakpoint
ALTER TABLE "newsletter_consents" ADD CONSTRAINT "newsletter_consents_subscriber_id_newsletter_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_digests" ADD CONSTRAINT "newsletter_digests_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscriber_tokens" ADD CONSTRAINT "newsletter_subscriber_tokens_subscriber_id_newsletter_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_consents_subscriber_idx" ON "newsletter_consents" USING btree ("subscriber_id");--> statement-breakpoint
CREATE INDEX "newsletter_digests_locale_idx" ON "newsletter_digests" USING btree ("locale","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "newsletter_digests_open_idx" ON "newsletter_digests" USING btree ("id") WHERE "newsletter_digests"."completed_at" is null;--> statement-breakpoint
CREATE INDEX "newsletter_subscriber_tokens_subscriber_idx" ON "newsletter_subscriber_tokens" USING btree ("subscriber_id");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_status_idx" ON "newsletter_subscribers" USING btree ("status","confirmed_at");