ALTER TABLE "salespeople" ADD COLUMN "name_es" varchar(120);--> statement-breakpoint
ALTER TABLE "salespeople" ADD COLUMN "languages" text[] DEFAULT '{en}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "salespeople" ADD CONSTRAINT "salespeople_languages_check" CHECK (cardinality("salespeople"."languages") between 1 and 2 and "salespeople"."languages" <@ array['en', 'es']::text[]);--> statement-breakpoint
-- The laptop installation's sample salesperson (lib/features/booking/seed.ts) speaks both languages and has a Spanish name.
UPDATE "salespeople" SET "languages" = '{en,es}'::text[] WHERE "email" = 'demo-team@otailo.example';--> statement-breakpoint
UPDATE "salespeople" SET "name_es" = 'Equipo de demos de Otailo' WHERE "email" = 'demo-team@otailo.example' AND "name" = 'Otailo demo team';
