DROP INDEX "sizes_variant_idx";--> statement-breakpoint
DROP INDEX "variants_product_idx";--> statement-breakpoint
CREATE INDEX "sizes_variant_idx" ON "sizes" USING btree ("variant_id","position");--> statement-breakpoint
CREATE INDEX "variants_product_idx" ON "variants" USING btree ("product_id","position");