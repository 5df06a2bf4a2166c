CREATE TABLE "preapproved_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"type" text NOT NULL,
	"from_account_id" integer NOT NULL,
	"to_account_id" integer,
	"beneficiary_email" text,
	"amount" numeric(20, 2) NOT NULL,
	"currency_code" text NOT NULL,
	"frequency" text NOT NULL,
	"next_date" date,
	"end_date" date,
	"remaining" integer,
	"user_cancel" boolean NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer_operations" (
	"id" text PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"fee_transaction_id" integer,
	"customer_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"approve_type" text NOT NULL,
	"status" text NOT NULL,
	"code_hash" text,
	"approval_key" text,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfer_operations_approval_key_unique" UNIQUE("approval_key")
);
--> statement-breakpoint
ALTER TABLE "preapproved_payments" ADD CONSTRAINT "preapproved_payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preapproved_payments" ADD CONSTRAINT "preapproved_payments_from_account_id_accounts_id_fk" FOREIGN KEY ("from_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preapproved_payments" ADD CONSTRAINT "preapproved_payments_to_account_id_accounts_id_fk" FOREIGN KEY ("to_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_operations" ADD CONSTRAINT "transfer_operations_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_operations" ADD CONSTRAINT "transfer_operations_fee_transaction_id_transactions_id_fk" FOREIGN KEY ("fee_transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_operations" ADD CONSTRAINT "transfer_operations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_operations" ADD CONSTRAINT "transfer_operations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_operations" ADD CONSTRAINT "transfer_operations_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "preapproved_payments_customer_idx" ON "preapproved_payments" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "transfer_operations_waiting_idx" ON "transfer_operations" USING btree ("customer_id","status","approve_type");