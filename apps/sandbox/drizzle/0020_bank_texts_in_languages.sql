ALTER TABLE "announcements" ADD COLUMN "texts" jsonb;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "description_key" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "description_params" jsonb;--> statement-breakpoint
ALTER TABLE "terms" ADD COLUMN "texts" jsonb;