CREATE TYPE "public"."application_status" AS ENUM('new', 'reviewing', 'interview', 'rejected', 'hired');--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"opening_id" integer,
	"opening_title" varchar(200) NOT NULL,
	"language" "post_language" NOT NULL,
	"name" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"profile_url" varchar(500),
	"message" text DEFAULT '' NOT NULL,
	"cv_key" varchar(60) NOT NULL,
	"cv_bytes" integer NOT NULL,
	"notify_email" varchar(320) NOT NULL,
	"status" "application_status" DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_opening_id_job_openings_id_fk" FOREIGN KEY ("opening_id") REFERENCES "public"."job_openings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_applications_created_idx" ON "job_applications" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_applications_opening_idx" ON "job_applications" USING btree ("opening_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "job_applications_cv_key_unique" ON "job_applications" USING btree ("cv_key");