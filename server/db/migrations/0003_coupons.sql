CREATE TYPE "public"."coupon_scope" AS ENUM('global', 'category', 'product');--> statement-breakpoint
CREATE TYPE "public"."coupon_type" AS ENUM('percentage', 'fixed');--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text,
	"description" text DEFAULT '' NOT NULL,
	"type" "coupon_type" NOT NULL,
	"value_hundredths" integer NOT NULL,
	"applies_to" "coupon_scope" DEFAULT 'global' NOT NULL,
	"target" text,
	"max_uses" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"min_order_value_cents" integer,
	"max_discount_cents" integer,
	"is_global" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_value_positive" CHECK ("coupons"."value_hundredths" > 0),
	CONSTRAINT "coupons_used_not_negative" CHECK ("coupons"."used_count" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_uq" ON "coupons" USING btree ("code");