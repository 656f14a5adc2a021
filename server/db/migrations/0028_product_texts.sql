-- Product names and descriptions and category names in Russian and Kyrgyz (decision 62):
-- optional, null shows the English text. Existing products have none, so their search texts
-- stay as they are.
CREATE TABLE "category_names" (
	"category_key" text PRIMARY KEY NOT NULL,
	"name_ru" text,
	"name_ky" text,
	CONSTRAINT "category_names_key_form" CHECK ("category_names"."category_key" = lower(btrim("category_names"."category_key")))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_ru" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_ky" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_ru" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_ky" text;
