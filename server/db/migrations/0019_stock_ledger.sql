CREATE TYPE "public"."stock_reason" AS ENUM('order_reserved', 'reservation_released', 'refund_restock', 'return_received', 'admin_edit', 'seed');--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"size_id" uuid NOT NULL,
	"delta" integer NOT NULL,
	"stock_after" integer NOT NULL,
	"reason" "stock_reason" NOT NULL,
	"order_id" uuid,
	"actor" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_size_id_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."sizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_size_idx" ON "stock_movements" USING btree ("size_id","created_at");--> statement-breakpoint
-- The stock sizes already have is their first row, so each size's rows add up to its stock.
INSERT INTO "stock_movements" ("size_id", "delta", "stock_after", "reason")
SELECT "id", "stock", "stock", 'seed' FROM "sizes" WHERE "stock" <> 0;