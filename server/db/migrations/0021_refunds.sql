ALTER TYPE "public"."payment_status" ADD VALUE 'partially_refunded';--> statement-breakpoint
CREATE TABLE "order_refund_lines" (
	"refund_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "order_refund_lines_refund_id_order_item_id_pk" PRIMARY KEY("refund_id","order_item_id"),
	CONSTRAINT "order_refund_lines_positive" CHECK ("order_refund_lines"."quantity" > 0 and "order_refund_lines"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"shipping_cents" integer DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"restock" boolean DEFAULT false NOT NULL,
	"provider_refund_id" text,
	"actor_id" uuid,
	"actor_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "order_refunds_amount_positive" CHECK ("order_refunds"."amount_cents" > 0 and "order_refunds"."shipping_cents" >= 0),
	CONSTRAINT "order_refunds_status" CHECK ("order_refunds"."status" in ('pending', 'succeeded')),
	CONSTRAINT "order_refunds_source" CHECK ("order_refunds"."source" in ('admin', 'provider')),
	CONSTRAINT "order_refunds_succeeded_at" CHECK (("order_refunds"."status" = 'succeeded') = ("order_refunds"."refunded_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "provider_payment_id" text;--> statement-breakpoint
ALTER TABLE "order_refund_lines" ADD CONSTRAINT "order_refund_lines_refund_id_order_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."order_refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refund_lines" ADD CONSTRAINT "order_refund_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_refund_lines_item_idx" ON "order_refund_lines" USING btree ("order_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_idempotency_uq" ON "order_refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_provider_payment_idx" ON "orders" USING btree ("provider_payment_id");--> statement-breakpoint
-- Net revenue (decision 0050): an order's money counts on the day it was placed, as before,
-- and each refund is taken away on the day it was made. A refunded order so stays a paid
-- order of its day. (Compared as text: a value added to the enum by this migration cannot
-- be read as the enum before it commits.)
CREATE OR REPLACE FUNCTION counts_as_paid(status payment_status) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT status::text IN ('paid', 'delivered', 'partially_refunded', 'refunded')
$$;--> statement-breakpoint
-- Takes a succeeded refund away (sign 1) from the revenue of its UTC day (under its order's
-- coupon code, where the order counted), and its lines from their products' sales that day.
CREATE FUNCTION count_refund(refund order_refunds, sign integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO order_totals_daily AS t (day, currency, coupon_code, revenue_cents)
  SELECT (refund.refunded_at AT TIME ZONE 'UTC')::date, o.currency, coalesce(o.coupon_code, ''), -sign * refund.amount_cents::bigint
  FROM orders o WHERE o.id = refund.order_id
  ON CONFLICT (day, currency, coupon_code) DO UPDATE SET revenue_cents = t.revenue_cents + excluded.revenue_cents;
  INSERT INTO product_sales_daily AS s (day, currency, product_id, lost_name, product_name, revenue_cents, units)
  SELECT (refund.refunded_at AT TIME ZONE 'UTC')::date, o.currency,
    coalesce(oi.product_id, '00000000-0000-0000-0000-000000000000'::uuid),
    CASE WHEN oi.product_id IS NULL THEN oi.product_name ELSE '' END,
    max(oi.product_name),
    -sign * sum(rl.amount_cents::bigint),
    -sign * sum(rl.quantity)
  FROM order_refund_lines rl
  JOIN order_items oi ON oi.id = rl.order_item_id
  JOIN orders o ON o.id = oi.order_id
  WHERE rl.refund_id = refund.id
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (day, currency, product_id, lost_name) DO UPDATE SET
    revenue_cents = s.revenue_cents + excluded.revenue_cents,
    units = s.units + excluded.units;
$$;--> statement-breakpoint
-- A refund counts once, when it succeeds: written succeeded (the provider reported it), or
-- moved there from pending (the store asked the provider; its lines were written with it).
CREATE FUNCTION order_refund_succeeded() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'succeeded' AND (TG_OP = 'INSERT' OR OLD.status <> 'succeeded') THEN
    PERFORM count_refund(NEW, 1);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER order_refund_succeeded AFTER INSERT OR UPDATE OF status ON order_refunds
  FOR EACH ROW EXECUTE FUNCTION order_refund_succeeded();--> statement-breakpoint
-- A deleted product leaves its lines without one: their refunds' counts move from the
-- product's id to the line's name too, as order_items_product_dropped moves their sales.
CREATE FUNCTION order_items_refunds_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_sales_daily AS s (day, currency, product_id, lost_name, product_name, revenue_cents, units)
  SELECT (r.refunded_at AT TIME ZONE 'UTC')::date, o.currency,
    coalesce(moved.product_id, '00000000-0000-0000-0000-000000000000'::uuid),
    CASE WHEN moved.product_id IS NULL THEN moved.product_name ELSE '' END,
    max(moved.product_name),
    moved.sign * sum(rl.amount_cents::bigint),
    moved.sign * sum(rl.quantity)
  FROM (
    SELECT old_row.id, old_row.product_id, old_row.product_name, old_row.order_id, 1 AS sign
    FROM old_items old_row JOIN new_items new_row ON new_row.id = old_row.id
    WHERE old_row.product_id IS DISTINCT FROM new_row.product_id
    UNION ALL
    SELECT new_row.id, new_row.product_id, new_row.product_name, new_row.order_id, -1
    FROM old_items old_row JOIN new_items new_row ON new_row.id = old_row.id
    WHERE old_row.product_id IS DISTINCT FROM new_row.product_id
  ) moved
  JOIN order_refund_lines rl ON rl.order_item_id = moved.id
  JOIN order_refunds r ON r.id = rl.refund_id AND r.status = 'succeeded'
  JOIN orders o ON o.id = moved.order_id
  GROUP BY 1, 2, 3, 4, moved.sign
  ON CONFLICT (day, currency, product_id, lost_name) DO UPDATE SET
    revenue_cents = s.revenue_cents + excluded.revenue_cents,
    units = s.units + excluded.units;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER order_items_refunds_moved AFTER UPDATE ON order_items
  REFERENCING OLD TABLE AS old_items NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION order_items_refunds_moved();--> statement-breakpoint
-- An order deleted takes its refunds' counts with it (orders_deleted takes the order's own).
CREATE FUNCTION order_refunds_uncounted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM count_refund(r, -1) FROM order_refunds r WHERE r.order_id = OLD.id AND r.status = 'succeeded';
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER order_refunds_uncounted BEFORE DELETE ON orders FOR EACH ROW EXECUTE FUNCTION order_refunds_uncounted();--> statement-breakpoint
-- Orders marked refunded before refunds were kept: one refund of their whole total, made when
-- the order last changed, so their net revenue stays nothing under the new rule.
INSERT INTO order_refunds (order_id, idempotency_key, status, source, amount_cents, shipping_cents, reason, refunded_at, created_at)
SELECT id, 'recorded-before-refunds:' || id, 'succeeded', 'admin', total_cents, shipping_cents,
  'Refunded before refunds were recorded', updated_at, updated_at
FROM orders WHERE payment_status = 'refunded' AND total_cents > 0;--> statement-breakpoint
-- The daily totals counted again under the new rule.
TRUNCATE order_totals_daily, product_sales_daily, customer_paid_days;--> statement-breakpoint
SELECT count_orders(ARRAY(SELECT o FROM orders o), 1);--> statement-breakpoint
SELECT count_product_sales(ARRAY(
  SELECT oi FROM order_items oi JOIN orders o ON o.id = oi.order_id WHERE counts_as_paid(o.payment_status)
), 1);--> statement-breakpoint
SELECT count_refund(r, 1) FROM order_refunds r WHERE r.status = 'succeeded';
