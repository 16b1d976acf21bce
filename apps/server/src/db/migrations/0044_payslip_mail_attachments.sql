ALTER TABLE "mail_outbox" ADD COLUMN "attachment_name" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachment_type" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachment_size" integer;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachment" "bytea";--> statement-breakpoint
ALTER TABLE "payslips" ADD COLUMN "emailed_at" timestamp with time zone;