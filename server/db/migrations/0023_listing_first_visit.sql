ALTER TABLE "products" ADD COLUMN "display_price_cents" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "display_discount_percentage" smallint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "display_discount_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "min_size_price_cents" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "max_size_price_cents" integer;--> statement-breakpoint
CREATE INDEX "products_category_key_min_price_idx" ON "products" USING btree (lower(btrim("category")),"min_size_price_cents");--> statement-breakpoint
CREATE INDEX "products_category_key_max_price_idx" ON "products" USING btree (lower(btrim("category")),"max_size_price_cents");--> statement-breakpoint
CREATE INDEX "sizes_size_idx" ON "sizes" USING btree ("size");--> statement-breakpoint
CREATE INDEX "sizes_price_idx" ON "sizes" USING btree ("price_cents");--> statement-breakpoint
CREATE INDEX "sizes_own_discount_price_idx" ON "sizes" USING btree ((("price_cents"::bigint * (100 - "discount_percentage") + 50) / 100)) WHERE "sizes"."discount_percentage" > 0;--> statement-breakpoint
CREATE INDEX "variants_color_idx" ON "variants" USING btree ("color");--> statement-breakpoint
-- The listing's display size (SPEC §4: the first size of the first variant) kept on each
-- product, so that sorting by price reads no sizes, and its sizes' lowest and highest
-- prices, for the filter's price range (decision 55). Prices and discounts are copied, never a discounted
-- price: that depends on the moment of the read, and the reader computes it from these.
-- Triggers on sizes and variants keep them right after every write, however it is made
-- (the store, the seed, hand-written SQL); a product is written only when these figures
-- change, so a stock change writes no product.
CREATE FUNCTION "refresh_listing_prices"(product_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p SET
    display_price_cents = d.price_cents,
    display_discount_percentage = d.discount_percentage,
    display_discount_expires_at = d.discount_expires_at,
    min_size_price_cents = d.min_price_cents,
    max_size_price_cents = d.max_price_cents
  FROM (
    SELECT ids.id, first_size.price_cents, first_size.discount_percentage, first_size.discount_expires_at,
      prices.min_price_cents, prices.max_price_cents
    FROM (SELECT DISTINCT unnest(product_ids) AS id) ids
    CROSS JOIN LATERAL (
      SELECT min(s.price_cents) AS min_price_cents, max(s.price_cents) AS max_price_cents
      FROM variants v JOIN sizes s ON s.variant_id = v.id
      WHERE v.product_id = ids.id
    ) prices
    LEFT JOIN LATERAL (
      SELECT s.price_cents, s.discount_percentage, s.discount_expires_at
      FROM variants v JOIN sizes s ON s.variant_id = v.id
      WHERE v.product_id = ids.id
      ORDER BY v.position, s.position
      LIMIT 1
    ) first_size ON true
  ) d
  WHERE p.id = d.id
    AND (p.display_price_cents, p.display_discount_percentage, p.display_discount_expires_at,
        p.min_size_price_cents, p.max_size_price_cents)
      IS DISTINCT FROM (d.price_cents, d.discount_percentage, d.discount_expires_at, d.min_price_cents, d.max_price_cents);
$$;--> statement-breakpoint
CREATE FUNCTION "listing_prices_after_size_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_listing_prices(array(
    SELECT DISTINCT v.product_id FROM new_rows n JOIN variants v ON v.id = n.variant_id));
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Only the sizes whose price, discount, position or variant changed: a stock change
-- (every checkout) looks at no product.
CREATE FUNCTION "listing_prices_after_size_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_listing_prices(array(
    SELECT DISTINCT v.product_id
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    JOIN variants v ON v.id IN (o.variant_id, n.variant_id)
    WHERE (o.variant_id, o.price_cents, o.discount_percentage, o.discount_expires_at, o.position)
      IS DISTINCT FROM (n.variant_id, n.price_cents, n.discount_percentage, n.discount_expires_at, n.position)));
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Sizes deleted with their variant find no variant here; the variant's own trigger below
-- looks at their product.
CREATE FUNCTION "listing_prices_after_size_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_listing_prices(array(
    SELECT DISTINCT v.product_id FROM old_rows o JOIN variants v ON v.id = o.variant_id));
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A variant is inserted before its sizes, so only its moves and deletions matter here.
CREATE FUNCTION "listing_prices_after_variant_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_listing_prices(array(
    SELECT o.product_id FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.product_id, o.position) IS DISTINCT FROM (n.product_id, n.position)
    UNION
    SELECT n.product_id FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.product_id, o.position) IS DISTINCT FROM (n.product_id, n.position)));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "listing_prices_after_variant_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_listing_prices(array(SELECT DISTINCT product_id FROM old_rows));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sizes_listing_prices_insert" AFTER INSERT ON "sizes"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "listing_prices_after_size_insert"();--> statement-breakpoint
CREATE TRIGGER "sizes_listing_prices_update" AFTER UPDATE ON "sizes"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "listing_prices_after_size_update"();--> statement-breakpoint
CREATE TRIGGER "sizes_listing_prices_delete" AFTER DELETE ON "sizes"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "listing_prices_after_size_delete"();--> statement-breakpoint
CREATE TRIGGER "variants_listing_prices_update" AFTER UPDATE ON "variants"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "listing_prices_after_variant_update"();--> statement-breakpoint
CREATE TRIGGER "variants_listing_prices_delete" AFTER DELETE ON "variants"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "listing_prices_after_variant_delete"();--> statement-breakpoint
SELECT refresh_listing_prices(array(SELECT id FROM products));
