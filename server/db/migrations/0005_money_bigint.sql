-- Money in 64-bit integers: an order of three expensive lines passes 2,147,483,647 toman, and the
-- contract allows a unit price of up to 100 billion. Every money column and stored sum is bigint
-- (read as a JavaScript number: exact up to 9,007,199,254,740,991).
ALTER TABLE "offers" ALTER COLUMN "price" TYPE bigint;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "best_price" TYPE bigint;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "best_original_price" TYPE bigint;--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "unit_price" TYPE bigint;--> statement-breakpoint
ALTER TABLE "purchases" ALTER COLUMN "total" TYPE bigint;--> statement-breakpoint
ALTER TABLE "purchases" ALTER COLUMN "discount_amount" TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "shipping_fee" TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "subtotal" TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "discount_amount" TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total" TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "unit_price" TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "original_unit_price" TYPE bigint;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount" TYPE bigint;--> statement-breakpoint
ALTER TABLE "discounts" ALTER COLUMN "value" TYPE bigint;--> statement-breakpoint
ALTER TABLE "discounts" ALTER COLUMN "max_amount" TYPE bigint;--> statement-breakpoint
ALTER TABLE "discounts" ALTER COLUMN "min_cart_total" TYPE bigint;
