CREATE TABLE "page_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"number" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"blocks" jsonb NOT NULL,
	"seo" jsonb NOT NULL,
	"landing" boolean DEFAULT false NOT NULL,
	"reason" varchar(20) NOT NULL,
	"author_id" integer,
	"author_email" varchar(320),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(40),
	"language" "post_language" NOT NULL,
	"slug" varchar(80),
	"title" varchar(200) NOT NULL,
	"seo_title" varchar(200),
	"seo_description" varchar(500),
	"social_image" varchar(200),
	"noindex" boolean DEFAULT false NOT NULL,
	"landing" boolean DEFAULT false NOT NULL,
	"blocks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" "post_status" DEFAULT 'draft' NOT NULL,
	"scheduled_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"published_revision" integer,
	"revision_count" integer DEFAULT 0 NOT NULL,
	"translation_group" uuid,
	"translated_from_revision" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"owner_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pages_key_or_slug" CHECK (num_nonnulls("pages"."key", "pages"."slug") = 1)
);
--> statement-breakpoint
ALTER TABLE "preview_links" DROP CONSTRAINT "preview_links_one_subject";--> statement-breakpoint
ALTER TABLE "preview_links" ADD COLUMN "page_id" integer;--> statement-breakpoint
ALTER TABLE "page_revisions" ADD CONSTRAINT "page_revisions_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_revisions" ADD CONSTRAINT "page_revisions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "page_revisions_page_number_unique" ON "page_revisions" USING btree ("page_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_language_slug_unique" ON "pages" USING btree ("language","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_key_language_unique" ON "pages" USING btree ("key","language");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_translation_language_unique" ON "pages" USING btree ("translation_group","language");--> statement-breakpoint
CREATE INDEX "pages_status_scheduled_idx" ON "pages" USING btree ("status","scheduled_at");--> statement-breakpoint
ALTER TABLE "preview_links" ADD CONSTRAINT "preview_links_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "preview_links_page_idx" ON "preview_links" USING btree ("page_id");--> statement-breakpoint
ALTER TABLE "preview_links" ADD CONSTRAINT "preview_links_one_subject" CHECK (num_nonnulls("preview_links"."post_id", "preview_links"."story_id", "preview_links"."opening_id", "preview_links"."page_id") = 1);