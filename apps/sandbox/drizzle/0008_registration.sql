CREATE TABLE "business_resolutions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"registration_number" text NOT NULL,
	"registration_country_code" text NOT NULL,
	"status_id" smallint NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "public_call_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"ip" text NOT NULL,
	"used_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_id" integer NOT NULL,
	"representative_id" integer NOT NULL,
	"email" text NOT NULL,
	"access_rights" smallint NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"registration_type" text NOT NULL,
	"industry_id" smallint,
	"resolution_id" uuid,
	"draft" jsonb,
	"request_key" text,
	"activated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registrations_request_key_unique" UNIQUE("request_key")
);
--> statement-breakpoint
CREATE TABLE "resolution_signers" (
	"id" serial PRIMARY KEY NOT NULL,
	"resolution_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"person_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"status_id" smallint NOT NULL,
	"signed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "registration_users" ADD CONSTRAINT "registration_users_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resolution_signers" ADD CONSTRAINT "resolution_signers_resolution_id_business_resolutions_id_fk" FOREIGN KEY ("resolution_id") REFERENCES "public"."business_resolutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "public_call_uses_idx" ON "public_call_uses" USING btree ("kind","ip","used_at");--> statement-breakpoint
CREATE INDEX "resolution_signers_resolution_idx" ON "resolution_signers" USING btree ("resolution_id");