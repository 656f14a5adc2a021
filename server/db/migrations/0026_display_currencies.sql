CREATE TABLE "display_currency_rate_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"currency" text NOT NULL,
	"rate" numeric(18, 6),
	"per_currency" text NOT NULL,
	"source" text NOT NULL,
	"user_id" uuid,
	"user_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "display_currency_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"rate" numeric(18, 6) NOT NULL,
	"per_currency" text NOT NULL,
	"set_at" timestamp with time zone NOT NULL,
	"set_by" uuid,
	"set_by_name" text,
	CONSTRAINT "display_currency_rates_code" CHECK ("display_currency_rates"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "display_currency_rates_positive" CHECK ("display_currency_rates"."rate" > 0)
);
--> statement-breakpoint
ALTER TABLE "display_currency_rate_changes" ADD CONSTRAINT "display_currency_rate_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "display_currency_rates" ADD CONSTRAINT "display_currency_rates_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "display_currency_rate_changes_created_idx" ON "display_currency_rate_changes" USING btree ("created_at");