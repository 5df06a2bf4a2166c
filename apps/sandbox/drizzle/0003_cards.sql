CREATE TABLE "bins" (
	"bin_number" text PRIMARY KEY NOT NULL,
	"issuer" text NOT NULL,
	"card_brand" text NOT NULL,
	"card_category" text NOT NULL,
	"card_type" text NOT NULL,
	"country_code" text NOT NULL,
	"currency_code" text NOT NULL,
	"is_commercial" boolean NOT NULL,
	"is_prepaid" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blocked_bins" (
	"bin_number" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_enrollments" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"enrolled_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_reissues" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"is_express_shipping" boolean NOT NULL,
	"fee" numeric(20, 2) NOT NULL,
	"currency_code" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_secrets" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"pin" text NOT NULL,
	"cvv" text NOT NULL,
	"card_number" text
);
--> statement-breakpoint
CREATE TABLE "card_shipping" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"address_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"address1" text NOT NULL,
	"city" text NOT NULL,
	"postal_code" text NOT NULL,
	"country_code" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "external_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"masked_number" text NOT NULL,
	"bin_number" text NOT NULL,
	"card_brand" text,
	"holder_name" text NOT NULL,
	"expiry_month" smallint NOT NULL,
	"expiry_year" smallint NOT NULL,
	"charge_amount" numeric(20, 2) NOT NULL,
	"charge_currency_code" text NOT NULL,
	"status" text NOT NULL,
	"attempts_left" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_enrollments" ADD CONSTRAINT "card_enrollments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_reissues" ADD CONSTRAINT "card_reissues_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_secrets" ADD CONSTRAINT "card_secrets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_shipping" ADD CONSTRAINT "card_shipping_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_shipping" ADD CONSTRAINT "card_shipping_address_id_customer_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."customer_addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_cards" ADD CONSTRAINT "external_cards_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_addresses_customer_idx" ON "customer_addresses" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_addresses_confirmed_idx" ON "customer_addresses" USING btree ("customer_id") WHERE status = 'confirmed';--> statement-breakpoint
CREATE INDEX "external_cards_customer_idx" ON "external_cards" USING btree ("customer_id");