CREATE TABLE "company_declarations" (
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"signer_name" text NOT NULL,
	"signer_position" text NOT NULL,
	"signed_by_user_id" integer NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "company_declarations_customer_id_kind_pk" PRIMARY KEY("customer_id","kind")
);
--> statement-breakpoint
ALTER TABLE "company_profiles" ADD COLUMN "industry_id" smallint;--> statement-breakpoint
ALTER TABLE "company_declarations" ADD CONSTRAINT "company_declarations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;