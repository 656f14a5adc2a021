-- The listing's price filters find sizes by a range of their own discounted price (decision 55,
-- "Price filters"). The index on that price is partial (sizes with a discount of their own),
-- and PostgreSQL takes no statistics from a partial index's expression: it guessed a handful
-- of sizes in a range that holds thousands, and looked up each one's variant by itself.
-- Statistics on the expression, exactly as the index computes it, tell it how many there are.
CREATE STATISTICS "sizes_own_discount_price_stats" ON ((("price_cents"::bigint * (100 - "discount_percentage") + 50) / 100)) FROM "sizes";--> statement-breakpoint
ANALYZE "sizes";
