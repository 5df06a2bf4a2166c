CREATE TABLE "preapproved_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"period" integer NOT NULL,
	"scheduled_for" date NOT NULL,
	"transaction_id" integer,
	"outcome" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "preapproved_payments" ADD COLUMN "created_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "preapproved_payments" ADD COLUMN "starts_on" date;--> statement-breakpoint
ALTER TABLE "preapproved_payments" ADD COLUMN "periods_done" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "preapproved_payments" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "preapproved_runs" ADD CONSTRAINT "preapproved_runs_payment_id_preapproved_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."preapproved_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preapproved_runs" ADD CONSTRAINT "preapproved_runs_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "preapproved_runs_period_idx" ON "preapproved_runs" USING btree ("payment_id","period");--> statement-breakpoint
ALTER TABLE "preapproved_payments" ADD CONSTRAINT "preapproved_payments_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;