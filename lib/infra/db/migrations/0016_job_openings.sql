CREATE TABLE "job_openings" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(200) NOT NULL,
	"language" "post_language" NOT NULL,
	"status" "post_status" DEFAULT 'draft' NOT NULL,
	"translation_group" uuid,
	"title" varchar(200) NOT NULL,
	"team" varchar(120) NOT NULL,
	"location_type" varchar(10) NOT NULL,
	"location" varchar(200) NOT NULL,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"employment_type" varchar(20) NOT NULL,
	"summary" varchar(600) NOT NULL,
	"responsibilities" text[] NOT NULL,
	"requirements" text[] NOT NULL,
	"benefits" text[] DEFAULT '{}'::text[] NOT NULL,
	"apply_email" varchar(320),
	"apply_url" text,
	"valid_through" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"owner_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_openings_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "job_openings" ADD CONSTRAINT "job_openings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_openings_language_status_idx" ON "job_openings" USING btree ("language","status","valid_through");--> statement-breakpoint
CREATE UNIQUE INDEX "job_openings_translation_language_unique" ON "job_openings" USING btree ("translation_group","language");