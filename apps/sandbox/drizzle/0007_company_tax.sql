CREATE TABLE "company_documents" (
	"document_id" integer PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"target" text NOT NULL,
	"representative_id" integer,
	"address_id" integer,
	"assigned_by" text NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_profiles" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"registration_country_code" text NOT NULL,
	"trading_name" text,
	"email" text,
	"registration_number" text,
	"registration_date" date,
	"website" text,
	"description" text,
	"financial_detail" jsonb,
	"due_diligence" jsonb,
	"additional_question_answers" jsonb NOT NULL,
	"source_of_wealth_type_ids" jsonb NOT NULL,
	"is_converted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "representative_details" (
	"representative_id" integer PRIMARY KEY NOT NULL,
	"birth_day" date,
	"phone_country_code" text,
	"phone" text,
	"address1" text,
	"address2" text,
	"city" text,
	"postal_code" text,
	"country_code" text,
	"state_code" text,
	"identity_type_id" smallint,
	"identity_number" text,
	"identity_country_code" text,
	"identity_issued_date" date,
	"identity_expires_date" date
);
--> statement-breakpoint
CREATE TABLE "representative_secrets" (
	"id" serial PRIMARY KEY NOT NULL,
	"representative_id" integer NOT NULL,
	"secret_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"spent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "representative_secrets_secret_hash_unique" UNIQUE("secret_hash")
);
--> statement-breakpoint
CREATE TABLE "signature_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"certification_id" integer NOT NULL,
	"form_type" text NOT NULL,
	"signer_name" text NOT NULL,
	"token_hash" text NOT NULL,
	"return_url" text NOT NULL,
	"status" text NOT NULL,
	"signature" text,
	"signed_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_certifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"customer_id" integer NOT NULL,
	"representative_id" integer,
	"answers" jsonb NOT NULL,
	"required_form" text,
	"needs_loss_of_nationality" boolean DEFAULT false NOT NULL,
	"loss_of_nationality_document_id" integer,
	"signature_id" integer,
	"status" text DEFAULT 'none' NOT NULL,
	"reject_reason" text,
	"signed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "representatives" ADD COLUMN "tax_id" text;--> statement-breakpoint
ALTER TABLE "company_documents" ADD CONSTRAINT "company_documents_document_id_uploaded_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."uploaded_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_documents" ADD CONSTRAINT "company_documents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_profiles" ADD CONSTRAINT "company_profiles_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_certification_id_tax_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."tax_certifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_certifications" ADD CONSTRAINT "tax_certifications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_certifications_owner_idx" ON "tax_certifications" USING btree ("kind","customer_id",coalesce("representative_id", 0));