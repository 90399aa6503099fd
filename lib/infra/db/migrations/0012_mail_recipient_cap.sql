ALTER TYPE "public"."mail_status" ADD VALUE 'capped';--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "recipient_key" varchar(320);--> statement-breakpoint
CREATE INDEX "mail_outbox_recipient_idx" ON "mail_outbox" USING btree ("recipient_key","created_at");