ALTER TABLE "accounts" ALTER COLUMN "minimum_balance" SET DATA TYPE numeric(26, 8);--> statement-breakpoint
ALTER TABLE "accounts" ALTER COLUMN "minimum_balance" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "postings" ALTER COLUMN "amount" SET DATA TYPE numeric(26, 8);--> statement-breakpoint
ALTER TABLE "transactions" ALTER COLUMN "amount" SET DATA TYPE numeric(26, 8);--> statement-breakpoint
ALTER TABLE "transactions" ALTER COLUMN "to_amount" SET DATA TYPE numeric(26, 8);--> statement-breakpoint
ALTER TABLE "transactions" ALTER COLUMN "fee" SET DATA TYPE numeric(26, 8);--> statement-breakpoint
ALTER TABLE "transactions" ALTER COLUMN "fee" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "preapproved_payments" ALTER COLUMN "amount" SET DATA TYPE numeric(26, 8);