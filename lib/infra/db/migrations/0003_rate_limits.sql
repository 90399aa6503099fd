-- Installations that ran before this migration have the table already, created by
-- rate-limiter-flexible itself with this same layout.
CREATE TABLE IF NOT EXISTS "rate_limits" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
