CREATE TABLE "review_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_kind" varchar(20) NOT NULL,
	"entry_id" integer NOT NULL,
	"event" varchar(20) NOT NULL,
	"actor_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_events_event" CHECK ("review_events"."event" in ('submitted', 'sent-back', 'published'))
);
--> statement-breakpoint
ALTER TABLE "review_events" ADD CONSTRAINT "review_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_events_entry_idx" ON "review_events" USING btree ("entry_kind","entry_id","created_at");