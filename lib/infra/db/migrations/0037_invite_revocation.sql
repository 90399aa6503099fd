ALTER TABLE "user_invites" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_invites" ADD COLUMN "revoke_reason" text;--> statement-breakpoint
ALTER TABLE "user_invites" ADD CONSTRAINT "user_invites_revoke_reason_check" CHECK ("user_invites"."revoke_reason" is null or "user_invites"."revoke_reason" in ('revoked', 'replaced'));