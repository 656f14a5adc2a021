-- Misspelt search terms are compared with a product's name, category and colours only
-- (decision 6): a short text whose trigram similarity is cheap to work out.
ALTER TABLE "products" ADD COLUMN "similarity_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Existing products: what productSimilarityText writes (colours once each, in variant order).
UPDATE "products" p SET "similarity_text" = concat_ws(' ', p.name, p.category, (
  SELECT string_agg(c.color, ' ' ORDER BY c.first_position, c.color)
  FROM (SELECT v.color, min(v.position) AS first_position FROM "variants" v WHERE v.product_id = p.id GROUP BY v.color) c
));--> statement-breakpoint
-- fastupdate off: new entries go straight into the index instead of a pending list that
-- every search scans until a VACUUM merges it (the embedded database has no autovacuum).
CREATE INDEX "products_similarity_trgm_idx" ON "products" USING gin ("similarity_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- The trigram index on the whole text (descriptions included) is no longer read.
DROP INDEX IF EXISTS products_search_trgm_idx;--> statement-breakpoint
ALTER INDEX products_search_vector_idx SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('products_search_vector_idx'::regclass);
