CREATE TABLE "post_translation_sources" (
	"post_id" integer PRIMARY KEY NOT NULL,
	"source_id" integer NOT NULL,
	"source_version" integer NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "post_translation_sources" ADD CONSTRAINT "post_translation_sources_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_translation_sources" ADD CONSTRAINT "post_translation_sources_source_id_posts_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_translation_sources_source_idx" ON "post_translation_sources" USING btree ("source_id");