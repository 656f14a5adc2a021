ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', search_text)) STORED;--> statement-breakpoint
DROP INDEX IF EXISTS products_search_fts_idx;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS products_search_vector_idx ON products USING gin (search_vector);
