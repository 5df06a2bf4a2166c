CREATE TABLE "global_pay_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"batch_name" text NOT NULL,
	"file_hash" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"transaction_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "global_pay_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"position" integer NOT NULL,
	"payment_data" jsonb NOT NULL,
	"fee_share" text DEFAULT 'sender' NOT NULL,
	"forbidden_methods" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"removed" boolean DEFAULT false NOT NULL,
	"secret" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"amount" numeric(26, 8),
	"method" text,
	"country_code" text,
	"currency_code" text,
	"operation_id" integer,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "global_pay_payments_secret_unique" UNIQUE("secret")
);
--> statement-breakpoint
ALTER TABLE "global_pay_batches" ADD CONSTRAINT "global_pay_batches_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "global_pay_batches" ADD CONSTRAINT "global_pay_batches_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "global_pay_batches" ADD CONSTRAINT "global_pay_batches_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "global_pay_payments" ADD CONSTRAINT "global_pay_payments_batch_id_global_pay_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."global_pay_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "global_pay_batches_customer_idx" ON "global_pay_batches" USING btree ("customer_id","file_hash");--> statement-breakpoint
CREATE INDEX "global_pay_payments_batch_idx" ON "global_pay_payments" USING btree ("batch_id","position");