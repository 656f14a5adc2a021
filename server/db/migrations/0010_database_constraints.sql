-- Existing rows first (decision 0026). The store has always written e-mail addresses
-- trimmed and lower-case (normalizeEmail), so a row in any other form was written by hand:
-- it is rewritten, unless that leaves two accounts with one address. Then the migration
-- stops and names them, as merging two people's accounts is not a migration's decision.
-- Every other rule below was already checked by the store's input validation; a row that
-- breaks one makes its ALTER TABLE fail naming the constraint, and nothing is changed.
DO $$
DECLARE
  clashes text;
BEGIN
  SELECT string_agg(format('%s (%s)', address, spellings), '; ' ORDER BY address) INTO clashes
  FROM (
    SELECT lower(btrim("email")) AS address, string_agg("email", ', ' ORDER BY "created_at") AS spellings
    FROM "users" GROUP BY 1 HAVING count(*) > 1
  ) AS shared;
  IF clashes IS NOT NULL THEN
    RAISE EXCEPTION 'Migration 0010 stopped: several accounts share one e-mail address written in different letter case: %. Merge or delete the extra accounts, then start the store again.', clashes;
  END IF;
END $$;
--> statement-breakpoint
UPDATE "users" SET "email" = lower(btrim("email")) WHERE "email" <> lower(btrim("email"));--> statement-breakpoint
UPDATE "signup_requests" SET "email" = lower(btrim("email")) WHERE "email" <> lower(btrim("email"));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_percentage_at_most_100" CHECK ("coupons"."type" <> 'percentage' or "coupons"."value_hundredths" <= 10000);--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_max_uses_positive" CHECK ("coupons"."max_uses" > 0);--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_min_order_not_negative" CHECK ("coupons"."min_order_value_cents" >= 0);--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_max_discount_positive" CHECK ("coupons"."max_discount_cents" > 0);--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_money_not_negative" CHECK ("order_items"."price_cents" >= 0 and "order_items"."unit_price_cents" >= 0 and "order_items"."discount_cents" >= 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_rating_range" CHECK ("products"."average_rating" between 0 and 5);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_reviews_not_negative" CHECK ("products"."num_reviews" >= 0);--> statement-breakpoint
ALTER TABLE "signup_requests" ADD CONSTRAINT "signup_requests_email_normalized" CHECK ("signup_requests"."email" = lower(btrim("signup_requests"."email")));--> statement-breakpoint
ALTER TABLE "signup_requests" ADD CONSTRAINT "signup_requests_attempts_not_negative" CHECK ("signup_requests"."failed_attempts" >= 0);--> statement-breakpoint
ALTER TABLE "test_payment_sessions" ADD CONSTRAINT "test_payment_sessions_amount_not_negative" CHECK ("test_payment_sessions"."amount_cents" >= 0);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_email_normalized" CHECK ("users"."email" = lower(btrim("users"."email")));
