CREATE TABLE "bank_branches" (
	"swift" text NOT NULL,
	"branch_code" text NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	CONSTRAINT "bank_branches_swift_branch_code_pk" PRIMARY KEY("swift","branch_code")
);
--> statement-breakpoint
CREATE TABLE "banks" (
	"swift" text PRIMARY KEY NOT NULL,
	"bank_name" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"zip_code" text NOT NULL,
	"country_iso_code" text NOT NULL,
	"bank_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crypto_networks" (
	"currency_code" text NOT NULL,
	"network" text NOT NULL,
	"name" text NOT NULL,
	"address_pattern" text NOT NULL,
	CONSTRAINT "crypto_networks_currency_code_network_pk" PRIMARY KEY("currency_code","network")
);
--> statement-breakpoint
CREATE TABLE "external_transfers" (
	"transaction_id" integer PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"rail" text NOT NULL,
	"country_code" text,
	"template_id" integer,
	"details" jsonb NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "instant_banks" (
	"country_code" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "instant_banks_country_code_code_pk" PRIMARY KEY("country_code","code")
);
--> statement-breakpoint
CREATE TABLE "payment_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" text NOT NULL,
	"country_code" text NOT NULL,
	"currency_code" text NOT NULL,
	"wire_status" smallint,
	"eft_status" smallint,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transfer_operations" ADD COLUMN "approved_status_id" smallint DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_branches" ADD CONSTRAINT "bank_branches_swift_banks_swift_fk" FOREIGN KEY ("swift") REFERENCES "public"."banks"("swift") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_transfers" ADD CONSTRAINT "external_transfers_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_transfers" ADD CONSTRAINT "external_transfers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_transfers" ADD CONSTRAINT "external_transfers_template_id_payment_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."payment_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_templates" ADD CONSTRAINT "payment_templates_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banks_country_code_idx" ON "banks" USING btree ("country_iso_code","bank_code");--> statement-breakpoint
CREATE INDEX "external_transfers_customer_idx" ON "external_transfers" USING btree ("customer_id","rail");--> statement-breakpoint
CREATE INDEX "payment_templates_customer_idx" ON "payment_templates" USING btree ("customer_id");