ALTER TABLE "global_pay_payments" ADD COLUMN "code_hash" text;--> statement-breakpoint
ALTER TABLE "global_pay_payments" ADD COLUMN "code_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "global_pay_payments" ADD COLUMN "payout_details" jsonb;