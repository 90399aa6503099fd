-- Trigram indexes for the admin's searches (`ilike '%words%'`); pg_trgm is a trusted extension (the database's owner may create it) and PGlite loads it (lib/infra/db/pglite-worker.mjs).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "redirects_source_trgm_idx" ON "redirects" USING gin ("source" gin_trgm_ops) WITH (gin_pending_list_limit=512);--> statement-breakpoint
CREATE INDEX "redirects_target_trgm_idx" ON "redirects" USING gin ("target" gin_trgm_ops) WITH (gin_pending_list_limit=512);