CREATE TYPE "public"."lead_attempt_outcome" AS ENUM('sent', 'retry', 'rejected', 'error');--> statement-breakpoint
CREATE TYPE "public"."lead_crm_status" AS ENUM('pending', 'retrying', 'sent', 'failed', 'spam');--> statement-breakpoint
CREATE TYPE "public"."lead_kind" AS ENUM('demo', 'contact');--> statement-breakpoint
CREATE TYPE "public"."lead_locale" AS ENUM('en', 'es');--> statement-breakpoint
CREATE TABLE "lead_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"http_status" integer,
	"outcome" "lead_attempt_outcome" NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "lead_kind" NOT NULL,
	"idempotency_key" varchar(100) NOT NULL,
	"locale" "lead_locale" NOT NULL,
	"first_name" varchar(200) NOT NULL,
	"last_name" varchar(200) NOT NULL,
	"email" varchar(320) NOT NULL,
	"company" varchar(200),
	"country" varchar(2),
	"interest" varchar(64),
	"message" text,
	"page_uri" varchar(2048) NOT NULL,
	"page_name" varchar(300) NOT NULL,
	"hutk" varchar(128),
	"ip_address" varchar(64),
	"user_agent" varchar(512),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"crm_status" "lead_crm_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_owner" varchar(200),
	"lease_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	CONSTRAINT "leads_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "lead_attempts" ADD CONSTRAINT "lead_attempts_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_attempts_lead_idx" ON "lead_attempts" USING btree ("lead_id","attempt");--> statement-breakpoint
CREATE INDEX "leads_due_idx" ON "leads" USING btree ("next_attempt_at","created_at") WHERE "leads"."crm_status" in ('pending', 'retrying');--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_status_created_idx" ON "leads" USING btree ("crm_status","created_at" DESC NULLS LAST);