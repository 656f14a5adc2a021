-- The search vocabulary (decision 6): the distinct words of every product's name, category
-- and colours, which a misspelt term is compared with by trigram similarity (a few thousand
-- words instead of every product), and an index finding the products that hold a word.
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
INSERT INTO "search_words" ("word")
SELECT DISTINCT w FROM "products" p, unnest(tsvector_to_array(to_tsvector('simple', p."similarity_text"))) AS w
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- fastupdate off for both, as for the other GIN indexes (decision 6): the embedded database
-- has no autovacuum to merge a pending list every search would read through.
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_similarity_words_idx" ON "products" USING gin (to_tsvector('simple', "similarity_text")) WITH (fastupdate=false);--> statement-breakpoint
-- Terms are no longer compared with each product's text.
DROP INDEX "products_similarity_trgm_idx";--> statement-breakpoint
-- Every product written, however (the store, the seed, hand-written SQL), adds its words.
-- Statement triggers see all the rows a bulk insert wrote at once. Transition tables allow
-- no column list, so any update of a product (a rating, say) looks at its words again.
CREATE FUNCTION "search_words_from_new_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM new_rows, unnest(tsvector_to_array(to_tsvector('simple', new_rows.similarity_text))) AS w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_search_words_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_words_from_new_rows"();--> statement-breakpoint
CREATE TRIGGER "products_search_words_update" AFTER UPDATE ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_words_from_new_rows"();
