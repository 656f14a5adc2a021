CREATE TABLE "customer_paid_days" (
	"currency" text NOT NULL,
	"customer_key" text NOT NULL,
	"day" date NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "customer_paid_days_currency_customer_key_day_pk" PRIMARY KEY("currency","customer_key","day")
);
--> statement-breakpoint
CREATE TABLE "order_totals_daily" (
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"coupon_code" text DEFAULT '' NOT NULL,
	"started" integer DEFAULT 0 NOT NULL,
	"paid" integer DEFAULT 0 NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	"discounted" integer DEFAULT 0 NOT NULL,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_totals_daily_day_currency_coupon_code_pk" PRIMARY KEY("day","currency","coupon_code")
);
--> statement-breakpoint
CREATE TABLE "product_sales_daily" (
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"product_id" uuid NOT NULL,
	"lost_name" text DEFAULT '' NOT NULL,
	"product_name" text NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_sales_daily_day_currency_product_id_lost_name_pk" PRIMARY KEY("day","currency","product_id","lost_name")
);
--> statement-breakpoint
CREATE INDEX "customer_paid_days_day_idx" ON "customer_paid_days" USING btree ("currency","day");--> statement-breakpoint
-- The statistics' daily totals (decision 35), kept here so that every way an order is
-- written, paid, refunded or deleted counts it in the same transaction. Orders keep their
-- own copy of what they were sold at: after it is written only the payment status changes
-- what they count for (and deleting an account or a product: whom it counts for, and the
-- name its lines count under).
--
-- Money in: the statistics' rule for a paid order (`paid` in server/services/stats.ts).
CREATE FUNCTION counts_as_paid(status payment_status) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT status IN ('paid', 'delivered')
$$;--> statement-breakpoint
-- Whom an order counts for: the account, or for a guest the e-mail address.
CREATE FUNCTION customer_key(user_id uuid, email text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(user_id::text, email)
$$;--> statement-breakpoint
-- Adds (sign 1) or takes away (sign -1) the given orders on their UTC days: the day's totals,
-- and for paid ones their customer's paid day (a day left with no paid order is deleted).
CREATE FUNCTION count_orders(counted orders[], sign integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO order_totals_daily AS t (day, currency, coupon_code, started, paid, revenue_cents, discounted, discount_cents)
  SELECT (o.created_at AT TIME ZONE 'UTC')::date, o.currency, coalesce(o.coupon_code, ''),
    sign * count(*),
    sign * count(*) FILTER (WHERE counts_as_paid(o.payment_status)),
    sign * coalesce(sum(o.total_cents) FILTER (WHERE counts_as_paid(o.payment_status)), 0),
    sign * count(*) FILTER (WHERE counts_as_paid(o.payment_status) AND o.discount_cents > 0),
    sign * coalesce(sum(o.discount_cents) FILTER (WHERE counts_as_paid(o.payment_status)), 0)
  FROM unnest(counted) AS o
  GROUP BY 1, 2, 3
  ON CONFLICT (day, currency, coupon_code) DO UPDATE SET
    started = t.started + excluded.started,
    paid = t.paid + excluded.paid,
    revenue_cents = t.revenue_cents + excluded.revenue_cents,
    discounted = t.discounted + excluded.discounted,
    discount_cents = t.discount_cents + excluded.discount_cents;
  INSERT INTO customer_paid_days AS c (currency, customer_key, day, orders)
  SELECT o.currency, customer_key(o.user_id, o.email), (o.created_at AT TIME ZONE 'UTC')::date, sign * count(*)
  FROM unnest(counted) AS o
  WHERE counts_as_paid(o.payment_status)
  GROUP BY 1, 2, 3
  ON CONFLICT (currency, customer_key, day) DO UPDATE SET orders = c.orders + excluded.orders;
  DELETE FROM customer_paid_days c USING unnest(counted) AS o
  WHERE c.orders = 0 AND c.currency = o.currency AND c.customer_key = customer_key(o.user_id, o.email)
    AND c.day = (o.created_at AT TIME ZONE 'UTC')::date;
$$;--> statement-breakpoint
-- Adds or takes away the given lines (the caller picks those of paid orders: in an update's
-- trigger the order already reads as it is after it). A line brings in what was charged for
-- it: unit price times quantity less its share of the coupon. A line without a product
-- counts under the nil id and its own name.
CREATE FUNCTION count_product_sales(lines order_items[], sign integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO product_sales_daily AS s (day, currency, product_id, lost_name, product_name, revenue_cents, units)
  SELECT (o.created_at AT TIME ZONE 'UTC')::date, o.currency,
    coalesce(oi.product_id, '00000000-0000-0000-0000-000000000000'::uuid),
    CASE WHEN oi.product_id IS NULL THEN oi.product_name ELSE '' END,
    max(oi.product_name),
    sign * sum(oi.unit_price_cents::bigint * oi.quantity - oi.discount_cents),
    sign * sum(oi.quantity)
  FROM unnest(lines) AS oi
  JOIN orders o ON o.id = oi.order_id
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (day, currency, product_id, lost_name) DO UPDATE SET
    revenue_cents = s.revenue_cents + excluded.revenue_cents,
    units = s.units + excluded.units,
    product_name = greatest(s.product_name, excluded.product_name)
$$;--> statement-breakpoint
-- A new order, counted when its transaction commits: a checkout keeps its transaction open
-- while the payment provider opens the session, and counting at once would lock the day's
-- row against every other checkout until then. (What happens to the order later in the
-- same transaction is counted by the other triggers as a change from the row as written.)
CREATE FUNCTION order_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM count_orders(ARRAY[NEW], 1);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER order_written AFTER INSERT ON orders DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION order_written();--> statement-breakpoint
-- Lines written for an order that is already paid (imported history, the demo orders); a
-- checkout's lines are written while its order waits for payment and count nothing yet.
CREATE FUNCTION order_items_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM count_product_sales(ARRAY(
    SELECT n::order_items FROM new_items n JOIN orders o ON o.id = n.order_id WHERE counts_as_paid(o.payment_status)
  ), 1);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER order_items_written AFTER INSERT ON order_items
  REFERENCING NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION order_items_written();--> statement-breakpoint
-- A deleted product leaves its lines without one (set null): their sales move from the
-- product's id to its name, so a later refund or deletion of the order finds them.
CREATE FUNCTION order_items_product_dropped() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM count_product_sales(ARRAY(
    SELECT old_row::order_items FROM old_items old_row JOIN new_items new_row ON new_row.id = old_row.id
    JOIN orders o ON o.id = old_row.order_id
    WHERE old_row.product_id IS DISTINCT FROM new_row.product_id AND counts_as_paid(o.payment_status)
  ), -1);
  PERFORM count_product_sales(ARRAY(
    SELECT new_row::order_items FROM old_items old_row JOIN new_items new_row ON new_row.id = old_row.id
    JOIN orders o ON o.id = old_row.order_id
    WHERE old_row.product_id IS DISTINCT FROM new_row.product_id AND counts_as_paid(o.payment_status)
  ), 1);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER order_items_product_dropped AFTER UPDATE ON order_items
  REFERENCING OLD TABLE AS old_items NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION order_items_product_dropped();--> statement-breakpoint
-- Paid, or no longer paid (failed, refunded), or its account deleted: the order is taken away
-- as it was and added as it is, and so are its lines when paid. Before a deletion: the order
-- and its lines go.
CREATE FUNCTION orders_recount() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  lines order_items[] := ARRAY(SELECT oi FROM order_items oi WHERE oi.order_id = OLD.id);
BEGIN
  PERFORM count_orders(ARRAY[OLD], -1);
  IF counts_as_paid(OLD.payment_status) THEN PERFORM count_product_sales(lines, -1); END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  PERFORM count_orders(ARRAY[NEW], 1);
  IF counts_as_paid(NEW.payment_status) THEN PERFORM count_product_sales(lines, 1); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_recounted AFTER UPDATE OF payment_status, user_id ON orders FOR EACH ROW
  WHEN (counts_as_paid(OLD.payment_status) <> counts_as_paid(NEW.payment_status) OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION orders_recount();--> statement-breakpoint
CREATE TRIGGER orders_deleted BEFORE DELETE ON orders FOR EACH ROW EXECUTE FUNCTION orders_recount();--> statement-breakpoint
-- TRUNCATE fires no row triggers: emptying the orders empties their totals.
CREATE FUNCTION orders_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE order_totals_daily, product_sales_daily, customer_paid_days;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_emptied AFTER TRUNCATE ON orders FOR EACH STATEMENT EXECUTE FUNCTION orders_emptied();--> statement-breakpoint
-- The orders already in the store.
SELECT count_orders(ARRAY(SELECT o FROM orders o), 1);--> statement-breakpoint
SELECT count_product_sales(ARRAY(
  SELECT oi FROM order_items oi JOIN orders o ON o.id = oi.order_id WHERE counts_as_paid(o.payment_status)
), 1);
