ALTER TABLE "orders" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "signup_requests" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_language" CHECK ("orders"."language" in ('en', 'ru', 'ky'));--> statement-breakpoint
ALTER TABLE "signup_requests" ADD CONSTRAINT "signup_requests_language" CHECK ("signup_requests"."language" in ('en', 'ru', 'ky'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language" CHECK ("users"."language" in ('en', 'ru', 'ky'));