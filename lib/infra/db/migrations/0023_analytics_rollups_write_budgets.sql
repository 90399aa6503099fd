CREATE TABLE "analytics_rollup_days" (
	"day" date PRIMARY KEY NOT NULL,
	"events" integer NOT NULL,
	"parts" integer NOT NULL,
	"rolled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_rollups" (
	"day" date NOT NULL,
	"metric" varchar(10) NOT NULL,
	"path" varchar(200) DEFAULT '' NOT NULL,
	"locale" varchar(5) DEFAULT '' NOT NULL,
	"key" varchar(253) DEFAULT '' NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"vital_values" double precision[],
	"vital_counts" integer[]
);
--> statement-breakpoint
CREATE TABLE "write_budgets" (
	"name" varchar(40) NOT NULL,
	"period" varchar(13) NOT NULL,
	"used" bigint DEFAULT 0 NOT NULL,
	"refused" bigint DEFAULT 0 NOT NULL,
	"first_refused_at" timestamp with time zone,
	"last_refused_at" timestamp with time zone,
	CONSTRAINT "write_budgets_name_period_pk" PRIMARY KEY("name","period")
);
--> statement-breakpoint
DROP INDEX "analytics_events_at_idx";--> statement-breakpoint
CREATE INDEX "analytics_rollups_metric_day_idx" ON "analytics_rollups" USING btree ("metric","day");