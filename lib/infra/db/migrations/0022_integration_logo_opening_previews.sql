ALTER TABLE "preview_links" DROP CONSTRAINT "preview_links_one_subject";--> statement-breakpoint
ALTER TABLE "integrations" ADD COLUMN "logo" text;--> statement-breakpoint
ALTER TABLE "preview_links" ADD COLUMN "opening_id" integer;--> statement-breakpoint
ALTER TABLE "preview_links" ADD CONSTRAINT "preview_links_opening_id_job_openings_id_fk" FOREIGN KEY ("opening_id") REFERENCES "public"."job_openings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "preview_links_opening_idx" ON "preview_links" USING btree ("opening_id");--> statement-breakpoint
ALTER TABLE "preview_links" ADD CONSTRAINT "preview_links_one_subject" CHECK (num_nonnulls("preview_links"."post_id", "preview_links"."story_id", "preview_links"."opening_id") = 1);