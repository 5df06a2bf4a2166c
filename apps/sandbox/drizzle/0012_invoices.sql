CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"payee_customer_id" integer,
	"payee_account_id" integer NOT NULL,
	"payer_customer_id" integer NOT NULL,
	"payer_email" text NOT NULL,
	"amount" numeric(26, 8) NOT NULL,
	"currency_code" text NOT NULL,
	"due_date" date,
	"note_body" text DEFAULT '' NOT NULL,
	"reject_note" text,
	"status_id" smallint DEFAULT 0 NOT NULL,
	"transaction_id" integer,
	"is_funding" boolean DEFAULT false NOT NULL,
	"is_system" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payee_customer_id_customers_id_fk" FOREIGN KEY ("payee_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payee_account_id_accounts_id_fk" FOREIGN KEY ("payee_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payer_customer_id_customers_id_fk" FOREIGN KEY ("payer_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_payee_idx" ON "invoices" USING btree ("payee_customer_id","created_at");--> statement-breakpoint
CREATE INDEX "invoices_payer_idx" ON "invoices" USING btree ("payer_customer_id","created_at");