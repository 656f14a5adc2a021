CREATE TABLE "signup_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"code_hash" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"code_sent_at" timestamp with time zone NOT NULL,
	"code_expires_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP TABLE "email_codes" CASCADE;--> statement-breakpoint
CREATE INDEX "signup_requests_email_idx" ON "signup_requests" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "signup_requests_expires_at_idx" ON "signup_requests" USING btree ("expires_at");--> statement-breakpoint
-- Accounts that never verified become sign-up requests with a spent code: signing in with
-- their password sends a fresh code for that request. A never-verified address is no account.
INSERT INTO "signup_requests" ("email", "name", "password_hash", "code_hash", "code_sent_at", "code_expires_at", "expires_at")
SELECT "email", "name", "password_hash", '', now() - interval '1 hour', now(), now() + interval '1 day'
FROM "users" WHERE "email_verified_at" IS NULL;
--> statement-breakpoint
DELETE FROM "users" WHERE "email_verified_at" IS NULL;
