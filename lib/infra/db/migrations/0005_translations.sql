ALTER TABLE "posts" ADD COLUMN "read_minutes" integer;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "word_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "translation_group" uuid;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "seo_title" varchar(300);--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "seo_description" varchar(500);--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "social_image" text;--> statement-breakpoint
CREATE INDEX "posts_language_status_date_idx" ON "posts" USING btree ("language","status","date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "posts_translation_language_unique" ON "posts" USING btree ("translation_group","language");--> statement-breakpoint
-- The read time becomes a number of minutes (the old text's number), the body's words are counted
-- for posts that leave it to the estimate, and the sample posts a site was seeded with before
-- translations existed are linked in their five English/Spanish pairs.
UPDATE "posts" SET "read_minutes" = NULLIF(substring("read_time" from '[0-9]+'), '')::integer;--> statement-breakpoint
UPDATE "posts" SET "word_count" = coalesce(array_length(regexp_split_to_array(btrim("full_content"), '\s+'), 1), 0) WHERE btrim("full_content") <> '';--> statement-breakpoint
UPDATE "posts" SET "translation_group" = "pairs"."translation_group"::uuid
FROM (VALUES
  ('photo-first-returns', 'en', '5d0e1f52-7a34-4c1e-9b60-1a2f3c4d5e01'),
  ('devoluciones-con-fotos-primero', 'es', '5d0e1f52-7a34-4c1e-9b60-1a2f3c4d5e01'),
  ('next-best-shelf-routing', 'en', '5d0e1f52-7a34-4c1e-9b60-1a2f3c4d5e02'),
  ('mejor-destino-para-el-stock-devuelto', 'es', '5d0e1f52-7a34-4c1e-9b60-1a2f3c4d5e02'),
  ('fit-is-the-first-returns-problem', 'en', '5d0e1f52-7a34-4c1e-9b60-1a2f3c4d5e03'),
  ('la-talla-primer-problema-de-las-devoluciones', 'es', '5d0e1f52-7a34-4c1e-9b60-1a2f3c4d5e03'),
  ('3pl-playbook-multi-brand-returns', 'en', '5d0e1f52-7a34-4c1e-9b60-1a2f3c4d5e04'),
  ('guia-3pl-devoluciones-multimarca', 'es', '5d0e1f52-7a34-4c1e-9b60-1a2f3c4d5e04'),
  ('exchanges-first', 'en', '5d0e1f52-7a34-4c1e-9b60-1a2f3c4d5e05'),
  ('primero-el-cambio', 'es', '5d0e1f52-7a34-4c1e-9b60-1a2f3c4d5e05')
) AS "pairs"("slug", "language", "translation_group")
WHERE "posts"."slug" = "pairs"."slug" AND "posts"."language"::text = "pairs"."language" AND "posts"."translation_group" IS NULL;
