ALTER TABLE "sizes" ADD COLUMN "product_id" uuid;--> statement-breakpoint
ALTER TABLE "sizes" ADD COLUMN "color" text;--> statement-breakpoint
CREATE INDEX "sizes_product_idx" ON "sizes" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "sizes_color_size_idx" ON "sizes" USING btree ("color","size");--> statement-breakpoint
-- Each size carries its variant's product and colour (decision 55, "Second pass"), so the
-- listing's filters on one size read sizes without joining all of them to their variants.
-- A row trigger sets both on every insert and on every change of the size's variant (a
-- value written to them directly is replaced by the variant's); a statement trigger on
-- variants copies a variant's new product or colour to its sizes. A stock change (every
-- checkout) fires neither.
CREATE FUNCTION sizes_variant_facts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT v.product_id, v.color INTO NEW.product_id, NEW.color FROM variants v WHERE v.id = NEW.variant_id;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sizes_variant_facts_insert" BEFORE INSERT ON "sizes"
  FOR EACH ROW EXECUTE FUNCTION "sizes_variant_facts"();--> statement-breakpoint
CREATE TRIGGER "sizes_variant_facts_update" BEFORE UPDATE OF "variant_id", "product_id", "color" ON "sizes"
  FOR EACH ROW EXECUTE FUNCTION "sizes_variant_facts"();--> statement-breakpoint
CREATE FUNCTION variant_facts_to_sizes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sizes s SET product_id = n.product_id, color = n.color
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE s.variant_id = n.id AND (o.product_id, o.color) IS DISTINCT FROM (n.product_id, n.color);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "variants_facts_to_sizes" AFTER UPDATE ON "variants"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "variant_facts_to_sizes"();--> statement-breakpoint
UPDATE "sizes" s SET product_id = v.product_id, color = v.color FROM "variants" v WHERE v.id = s.variant_id;
