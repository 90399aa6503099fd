CREATE TABLE "experiments" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"block_anchor" varchar(40),
	"name" varchar(120) NOT NULL,
	"status" varchar(10) DEFAULT 'draft' NOT NULL,
	"goal" varchar(40) NOT NULL,
	"variants" jsonb NOT NULL,
	"winner" varchar(20),
	"started_at" timestamp with time zone,
	"stopped_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experiments_status_known" CHECK ("experiments"."status" in ('draft', 'running', 'stopped'))
);
--> statement-breakpoint
ALTER TABLE "experiments" ADD CONSTRAINT "experiments_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiments" ADD CONSTRAINT "experiments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "experiments_page_idx" ON "experiments" USING btree ("page_id");--> statement-breakpoint
CREATE UNIQUE INDEX "experiments_one_running_idx" ON "experiments" USING btree ("page_id") WHERE "experiments"."status" = 'running';