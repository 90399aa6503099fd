CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"day" date NOT NULL,
	"kind" varchar(10) NOT NULL,
	"name" varchar(24) DEFAULT '' NOT NULL,
	"value" double precision,
	"visitor" char(16) NOT NULL,
	"path" varchar(200) NOT NULL,
	"locale" varchar(5) NOT NULL,
	"referrer" varchar(253),
	"utm_source" varchar(100),
	"utm_medium" varchar(100),
	"utm_campaign" varchar(100),
	"country" char(2),
	"device" varchar(8)
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_events_day_kind_idx" ON "analytics_events" USING btree ("day","kind");--> statement-breakpoint
CREATE INDEX "analytics_events_day_visitor_idx" ON "analytics_events" USING btree ("day","visitor","at");--> statement-breakpoint
CREATE INDEX "analytics_events_at_idx" ON "analytics_events" USING btree ("at");