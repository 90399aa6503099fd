CREATE TYPE "public"."post_language" AS ENUM('en', 'es');--> statement-breakpoint
CREATE TYPE "public"."post_status" AS ENUM('published', 'draft');--> statement-breakpoint
CREATE TABLE "posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(200) NOT NULL,
	"title" varchar(300) NOT NULL,
	"excerpt" text NOT NULL,
	"category" varchar(100) NOT NULL,
	"author" varchar(120) DEFAULT 'Otailo Team' NOT NULL,
	"date" date DEFAULT CURRENT_DATE NOT NULL,
	"read_time" varchar(40) DEFAULT '5 min read' NOT NULL,
	"image" text NOT NULL,
	"image_credit" text,
	"full_content" text NOT NULL,
	"language" "post_language" DEFAULT 'en' NOT NULL,
	"status" "post_status" DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE INDEX "posts_status_date_idx" ON "posts" USING btree ("status","date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_category_idx" ON "posts" USING btree ("category");