CREATE TABLE "stock_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"size_id" uuid NOT NULL,
	"email" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_alerts_email_check" CHECK ("stock_alerts"."email" = lower("stock_alerts"."email") and length("stock_alerts"."email") between 3 and 254),
	CONSTRAINT "stock_alerts_language_check" CHECK ("stock_alerts"."language" in ('en', 'ru', 'ky'))
);
--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_size_id_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."sizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_waiting_idx" ON "stock_alerts" USING btree ("size_id","email") WHERE "stock_alerts"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "stock_alerts_active_idx" ON "stock_alerts" USING btree ("size_id") WHERE "stock_alerts"."confirmed_at" is not null and "stock_alerts"."notified_at" is null;