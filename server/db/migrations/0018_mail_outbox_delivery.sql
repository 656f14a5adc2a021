ALTER TABLE "mail_outbox" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "state" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "queued_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "delivered_by" text;--> statement-breakpoint
-- Until now the table held only the development outbox: every row there was delivered to
-- it. Each keeps its place in /dev/mailbox, and takes the kind its subject names.
UPDATE "mail_outbox" SET
  "kind" = CASE
    WHEN "subject" LIKE '%verification code:%' THEN 'signup_code'
    WHEN "subject" LIKE 'Reset your % password' THEN 'password_reset'
    WHEN "subject" LIKE '% is confirmed' THEN 'order_confirmation'
    WHEN "subject" LIKE '% is on its way' THEN 'order_shipped'
    WHEN "subject" LIKE '% has been delivered' THEN 'order_delivered'
    WHEN "subject" LIKE 'Contact form:%' THEN 'contact_store'
    ELSE 'contact_acknowledgement'
  END,
  "state" = 'sent',
  "delivered_by" = 'mailbox',
  "sent_at" = "created_at",
  "queued_at" = "created_at",
  "next_attempt_at" = "created_at";--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "kind" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "mail_outbox_problems_idx" ON "mail_outbox" USING btree ("state","created_at") WHERE "mail_outbox"."state" = 'failed' or ("mail_outbox"."state" = 'pending' and "mail_outbox"."attempts" > 0);--> statement-breakpoint
CREATE INDEX "mail_outbox_delivered_idx" ON "mail_outbox" USING btree ("delivered_by","sent_at");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_state" CHECK ("mail_outbox"."state" in ('pending', 'sent', 'failed'));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_attempts_not_negative" CHECK ("mail_outbox"."attempts" >= 0);