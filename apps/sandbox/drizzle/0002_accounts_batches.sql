CREATE TABLE "payment_instruction_views" (
	"customer_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_instruction_views_customer_id_account_id_pk" PRIMARY KEY("customer_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "transfer_batch_rows" (
	"batch_id" integer NOT NULL,
	"row_number" integer NOT NULL,
	"beneficiary_name" text NOT NULL,
	"beneficiary_email" text,
	"amount" numeric(20, 2) NOT NULL,
	"currency_code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"transaction_id" integer,
	CONSTRAINT "transfer_batch_rows_batch_id_row_number_pk" PRIMARY KEY("batch_id","row_number")
);
--> statement-breakpoint
CREATE TABLE "transfer_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"file_name" text NOT NULL,
	"type_id" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_instruction_views" ADD CONSTRAINT "payment_instruction_views_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_instruction_views" ADD CONSTRAINT "payment_instruction_views_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_batch_rows" ADD CONSTRAINT "transfer_batch_rows_batch_id_transfer_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."transfer_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_batch_rows" ADD CONSTRAINT "transfer_batch_rows_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_batches" ADD CONSTRAINT "transfer_batches_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_batches" ADD CONSTRAINT "transfer_batches_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transfer_batches_customer_idx" ON "transfer_batches" USING btree ("customer_id","created_at");