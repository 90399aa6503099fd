CREATE TABLE "story_translation_sources" (
	"story_id" integer PRIMARY KEY NOT NULL,
	"source_id" integer NOT NULL,
	"source_version" integer NOT NULL,
	"source_words" jsonb NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "story_translation_sources" ADD CONSTRAINT "story_translation_sources_story_id_customer_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."customer_stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_translation_sources" ADD CONSTRAINT "story_translation_sources_source_id_customer_stories_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."customer_stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "story_translation_sources_source_idx" ON "story_translation_sources" USING btree ("source_id");