ALTER TYPE "public"."lead_kind" ADD VALUE 'roi';--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "details" jsonb;