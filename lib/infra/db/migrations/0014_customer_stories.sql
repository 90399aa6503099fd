CREATE TABLE "customer_stories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(200) NOT NULL,
	"language" "post_language" NOT NULL,
	"status" "post_status" DEFAULT 'draft' NOT NULL,
	"translation_group" uuid,
	"title" varchar(300) NOT NULL,
	"summary" varchar(500) NOT NULL,
	"customer" varchar(120) NOT NULL,
	"anonymized" boolean DEFAULT false NOT NULL,
	"logo" text,
	"logo_alt" varchar(200),
	"industry" varchar(40) NOT NULL,
	"platform" varchar(40),
	"region" varchar(80),
	"solutions" text[] DEFAULT '{}'::text[] NOT NULL,
	"results" jsonb NOT NULL,
	"quote" text,
	"quote_name" varchar(120),
	"quote_role" varchar(120),
	"challenge" text NOT NULL,
	"solution" text NOT NULL,
	"outcome" text NOT NULL,
	"cover" text,
	"cover_alt" varchar(200),
	"featured" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"owner_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_stories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "preview_links" ALTER COLUMN "post_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "preview_links" ADD COLUMN "story_id" integer;--> statement-breakpoint
ALTER TABLE "customer_stories" ADD CONSTRAINT "customer_stories_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_stories_status_published_idx" ON "customer_stories" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "customer_stories_language_status_idx" ON "customer_stories" USING btree ("language","status","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "customer_stories_translation_language_unique" ON "customer_stories" USING btree ("translation_group","language");--> statement-breakpoint
ALTER TABLE "preview_links" ADD CONSTRAINT "preview_links_story_id_customer_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."customer_stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "preview_links_story_idx" ON "preview_links" USING btree ("story_id");--> statement-breakpoint
ALTER TABLE "preview_links" ADD CONSTRAINT "preview_links_one_subject" CHECK (num_nonnulls("preview_links"."post_id", "preview_links"."story_id") = 1);