CREATE TABLE "integrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(200) NOT NULL,
	"name" varchar(120) NOT NULL,
	"category" varchar(20) NOT NULL,
	"availability" varchar(20) DEFAULT 'live' NOT NULL,
	"status" varchar(20) DEFAULT 'draft' NOT NULL,
	"mark" jsonb NOT NULL,
	"copy" jsonb NOT NULL,
	"docs_url" text,
	"position" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integrations_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE INDEX "integrations_status_idx" ON "integrations" USING btree ("status","category","position");