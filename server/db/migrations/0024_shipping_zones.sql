CREATE TABLE "shipping_methods" (
	"zone_id" uuid NOT NULL,
	"method_id" text NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"min_days" integer NOT NULL,
	"max_days" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shipping_methods_zone_id_method_id_pk" PRIMARY KEY("zone_id","method_id"),
	CONSTRAINT "shipping_methods_price_not_negative" CHECK ("shipping_methods"."price_cents" >= 0),
	CONSTRAINT "shipping_methods_days" CHECK ("shipping_methods"."min_days" >= 1 and "shipping_methods"."max_days" >= "shipping_methods"."min_days")
);
--> statement-breakpoint
CREATE TABLE "shipping_zone_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"zone_id" uuid NOT NULL,
	"zone_name" text NOT NULL,
	"action" text NOT NULL,
	"user_id" uuid,
	"user_name" text,
	"zone" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_zone_countries" (
	"country" text PRIMARY KEY NOT NULL,
	"zone_id" uuid NOT NULL,
	CONSTRAINT "shipping_zone_countries_code" CHECK ("shipping_zone_countries"."country" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "shipping_zones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"rest_of_world" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"updated_by_name" text
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_method_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_delivery" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_zone" text;--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD CONSTRAINT "shipping_methods_zone_id_shipping_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."shipping_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_zone_changes" ADD CONSTRAINT "shipping_zone_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_zone_countries" ADD CONSTRAINT "shipping_zone_countries_zone_id_shipping_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."shipping_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_zones" ADD CONSTRAINT "shipping_zones_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipping_zone_changes_created_idx" ON "shipping_zone_changes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "shipping_zone_countries_zone_idx" ON "shipping_zone_countries" USING btree ("zone_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_zones_rest_of_world_uq" ON "shipping_zones" USING btree ("rest_of_world") WHERE rest_of_world;--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_zones_name_uq" ON "shipping_zones" USING btree (lower("name"));--> statement-breakpoint
-- Hand-written (decision 57): the three zones, each with the SPEC §9 methods and prices, so
-- checkout charges what it did before until the owner edits them; and the orders placed
-- before zones keep the names and times of the methods they were sold with.
INSERT INTO "shipping_zones" ("name", "rest_of_world", "position") VALUES
	('Kyrgyzstan', false, 0),
	('Neighbouring countries', false, 1),
	('Rest of the world', true, 2);--> statement-breakpoint
INSERT INTO "shipping_zone_countries" ("country", "zone_id")
	SELECT 'KG', "id" FROM "shipping_zones" WHERE "name" = 'Kyrgyzstan';--> statement-breakpoint
INSERT INTO "shipping_zone_countries" ("country", "zone_id")
	SELECT c."code", z."id" FROM "shipping_zones" z
	CROSS JOIN (VALUES ('KZ'), ('UZ'), ('TJ'), ('CN')) AS c("code")
	WHERE z."name" = 'Neighbouring countries';--> statement-breakpoint
INSERT INTO "shipping_methods" ("zone_id", "method_id", "name", "price_cents", "min_days", "max_days", "enabled", "position")
	SELECT z."id", m."method_id", m."name", m."price_cents", m."min_days", m."max_days", true, m."position"
	FROM "shipping_zones" z
	CROSS JOIN (VALUES
		('standard', 'Standard', 599, 5, 7, 0),
		('express', 'Express', 1299, 2, 3, 1),
		('overnight', 'Overnight', 2499, 1, 1, 2)
	) AS m("method_id", "name", "price_cents", "min_days", "max_days", "position");--> statement-breakpoint
UPDATE "orders" SET
	"shipping_method_name" = CASE "shipping_method" WHEN 'standard' THEN 'Standard' WHEN 'express' THEN 'Express' WHEN 'overnight' THEN 'Overnight' ELSE "shipping_method" END,
	"shipping_delivery" = CASE "shipping_method" WHEN 'standard' THEN '5-7 business days' WHEN 'express' THEN '2-3 business days' WHEN 'overnight' THEN 'next business day' END;
