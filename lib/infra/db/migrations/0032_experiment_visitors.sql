CREATE TABLE "experiment_visitors" (
	"experiment_id" integer NOT NULL,
	"visitor" char(16) NOT NULL,
	"variant" varchar(20) NOT NULL,
	"locale" varchar(5) NOT NULL,
	"device" varchar(8) DEFAULT '' NOT NULL,
	"first_seen" timestamp with time zone DEFAULT now() NOT NULL,
	"converted_at" timestamp with time zone,
	CONSTRAINT "experiment_visitors_experiment_id_visitor_pk" PRIMARY KEY("experiment_id","visitor")
);
--> statement-breakpoint
ALTER TABLE "experiment_visitors" ADD CONSTRAINT "experiment_visitors_experiment_id_experiments_id_fk" FOREIGN KEY ("experiment_id") REFERENCES "public"."experiments"("id") ON DELETE cascade ON UPDATE no action;