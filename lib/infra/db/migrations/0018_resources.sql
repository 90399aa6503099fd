ALTER TYPE "public"."lead_kind" ADD VALUE 'resource';--> statement-breakpoint
CREATE TABLE "resource_download_tokens" (
	"token_hash" char(64) PRIMARY KEY NOT NULL,
	"resource_id" integer NOT NULL,
	"lead_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resource_files" (
	"resource_id" integer PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(200) NOT NULL,
	"language" "post_language" NOT NULL,
	"status" "post_status" DEFAULT 'draft' NOT NULL,
	"translation_group" uuid,
	"title" varchar(200) NOT NULL,
	"summary" varchar(600) NOT NULL,
	"type" varchar(20) NOT NULL,
	"inside" text[] DEFAULT '{}'::text[] NOT NULL,
	"gated" boolean DEFAULT true NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"owner_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resources_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "resource_download_tokens" ADD CONSTRAINT "resource_download_tokens_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_files" ADD CONSTRAINT "resource_files_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resource_download_tokens_expires_idx" ON "resource_download_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "resources_language_status_idx" ON "resources" USING btree ("language","status","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "resources_translation_language_unique" ON "resources" USING btree ("translation_group","language");