CREATE TABLE "identity_workflows" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"provider" text NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"filename" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_profiles" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"occupation_id" smallint,
	"source_of_funds_id" smallint,
	"purpose_of_account_id" smallint,
	"estimated_monthly_deposit_id" smallint,
	"citizenship_country_code" text,
	"proof_of_residence_status" text DEFAULT 'none' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"email" text NOT NULL,
	"status" text NOT NULL,
	"account_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"code_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploaded_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"category_id" smallint NOT NULL,
	"document_type_id" smallint NOT NULL,
	"status_id" smallint NOT NULL,
	"file_id" integer,
	"parent_id" integer,
	"identity_document_id" integer,
	"address_id" integer,
	"limit_reason_id" integer,
	"issued_date" date,
	"expires_date" date,
	"created_username" text NOT NULL,
	"reject_reason" text,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "username_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"desired_username" text NOT NULL,
	"status" text NOT NULL,
	"code_id" integer,
	"logs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_identity_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"status" text NOT NULL,
	"review" text,
	"scheduled_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD COLUMN "address2" text;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD COLUMN "state_code" text;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD COLUMN "address_type" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD COLUMN "address_status" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD COLUMN "person_confirmed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD COLUMN "replaces_id" integer;--> statement-breakpoint
ALTER TABLE "identity_documents" ADD COLUMN "country_code" text;--> statement-breakpoint
ALTER TABLE "identity_documents" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "limit_reasons" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "phones" ADD COLUMN "replaces_id" integer;--> statement-breakpoint
ALTER TABLE "identity_workflows" ADD CONSTRAINT "identity_workflows_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_files" ADD CONSTRAINT "kyc_files_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_profiles" ADD CONSTRAINT "kyc_profiles_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_emails" ADD CONSTRAINT "payment_emails_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_documents" ADD CONSTRAINT "uploaded_documents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_documents" ADD CONSTRAINT "uploaded_documents_file_id_kyc_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."kyc_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_documents" ADD CONSTRAINT "uploaded_documents_identity_document_id_identity_documents_id_fk" FOREIGN KEY ("identity_document_id") REFERENCES "public"."identity_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_documents" ADD CONSTRAINT "uploaded_documents_limit_reason_id_limit_reasons_id_fk" FOREIGN KEY ("limit_reason_id") REFERENCES "public"."limit_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "username_changes" ADD CONSTRAINT "username_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_identity_jobs" ADD CONSTRAINT "video_identity_jobs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_emails_customer_email_idx" ON "payment_emails" USING btree ("customer_id","email");--> statement-breakpoint
CREATE INDEX "uploaded_documents_customer_idx" ON "uploaded_documents" USING btree ("customer_id");