-- Product search: full-text (English stemming) plus trigram similarity so typos still match.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS products_search_fts_idx ON products USING gin (to_tsvector('english', search_text));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS products_search_trgm_idx ON products USING gin (search_text gin_trgm_ops);
