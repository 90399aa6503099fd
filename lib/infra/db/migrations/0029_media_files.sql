CREATE TABLE "media_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"content_type" varchar(40) NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer,
	"height" integer,
	"label" varchar(120) DEFAULT '' NOT NULL,
	"alt_en" varchar(200) DEFAULT '' NOT NULL,
	"alt_es" varchar(200) DEFAULT '' NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_files_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_files_created_idx" ON "media_files" USING btree ("created_at");