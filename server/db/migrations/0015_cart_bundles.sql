-- Bundles (سبد ویژه) in the cart, bought at the bundle's price (decision 021), and the bundle an
-- order's item was bought in.
CREATE TABLE IF NOT EXISTS "cart_bundles" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"bundle_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_bundles_quantity_check" CHECK ("cart_bundles"."quantity" between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "cart_bundles" ADD CONSTRAINT "cart_bundles_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cart_bundles" ADD CONSTRAINT "cart_bundles_bundle_id_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."bundles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "cart_bundles_cart_bundle_key" ON "cart_bundles" USING btree ("cart_id","bundle_id");
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "bundle_id" integer;
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_bundle_id_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."bundles"("id") ON DELETE set null ON UPDATE no action;
