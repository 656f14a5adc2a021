CREATE TABLE "review_fit_counts" (
	"product_id" uuid NOT NULL,
	"size" text NOT NULL,
	"fit" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "review_fit_counts_product_id_size_fit_pk" PRIMARY KEY("product_id","size","fit"),
	CONSTRAINT "review_fit_counts_fit_answer" CHECK ("review_fit_counts"."fit" in ('runs_small', 'true_to_size', 'runs_large')),
	CONSTRAINT "review_fit_counts_positive" CHECK ("review_fit_counts"."count" > 0)
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "fit" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "size" text;--> statement-breakpoint
ALTER TABLE "review_fit_counts" ADD CONSTRAINT "review_fit_counts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_fit_answer" CHECK ("reviews"."fit" in ('runs_small', 'true_to_size', 'runs_large'));