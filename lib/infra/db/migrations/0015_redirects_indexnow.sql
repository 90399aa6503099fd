CREATE TABLE "indexnow_pings" (
	"id" serial PRIMARY KEY NOT NULL,
	"urls" jsonb NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"response_status" integer,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" varchar(500) NOT NULL,
	"target" varchar(2000),
	"status" integer NOT NULL,
	"origin" varchar(10) DEFAULT 'manual' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirects_status_known" CHECK ("redirects"."status" in (301, 302, 308, 410))
);
--> statement-breakpoint
CREATE INDEX "indexnow_pings_due_idx" ON "indexnow_pings" USING btree ("next_attempt_at") WHERE "indexnow_pings"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "indexnow_pings_created_idx" ON "indexnow_pings" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "redirects_source_idx" ON "redirects" USING btree ("source");