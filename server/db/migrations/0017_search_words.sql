-- The search vocabulary (decision 6): the distinct words of every product's name, category
-- and colours, which a misspelt term is compared with by trigram similarity (a few thousand
-- words at most instead of every product), and the products' words stored and indexed, to
-- find the products holding a word without parsing each one's text again.
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
INSERT INTO "search_words" ("word")
SELECT DISTINCT w FROM "products" p, unnest(tsvector_to_array(to_tsvector('simple', p."similarity_text"))) AS w
ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "similarity_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', similarity_text)) STORED;--> statement-breakpoint
-- fastupdate off, as for the other GIN indexes (decision 6): the embedded database has no
-- autovacuum to merge a pending list every search would read through.
CREATE INDEX "products_similarity_words_idx" ON "products" USING gin ("similarity_vector") WITH (fastupdate=false);--> statement-breakpoint
-- Terms are no longer compared with each product's text.
DROP INDEX "products_similarity_trgm_idx";--> statement-breakpoint
-- Every product written, however (the store, the seed, hand-written SQL), adds its words.
-- Statement triggers see all the rows a bulk insert wrote at once. Transition tables allow
-- no column list, so any update of a product (a rating, say) looks at its words again.
CREATE FUNCTION "search_words_from_new_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM new_rows, unnest(tsvector_to_array(new_rows.similarity_vector)) AS w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_search_words_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_words_from_new_rows"();--> statement-breakpoint
CREATE TRIGGER "products_search_words_update" AFTER UPDATE ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_words_from_new_rows"();
--> statement-breakpoint
-- Not search: the catalogue cache asks for the next discount end each time it opens (on
-- every write and at least every minute, decision 38), which scanned every size.
CREATE INDEX "sizes_discount_expires_idx" ON "sizes" USING btree ("discount_expires_at");
