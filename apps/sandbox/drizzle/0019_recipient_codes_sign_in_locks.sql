CREATE TABLE "code_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"login_hash" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_locks" (
	"login_hash" text PRIMARY KEY NOT NULL,
	"failures" smallint DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
DROP TABLE "login_locks" CASCADE;--> statement-breakpoint
ALTER TABLE "global_pay_payments" ADD COLUMN "failures" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "global_pay_payments" ADD COLUMN "code_sends" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "global_pay_payments" ADD COLUMN "code_sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "code_requests_idx" ON "code_requests" USING btree ("purpose","login_hash","requested_at");