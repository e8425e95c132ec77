ALTER TABLE "discounts" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "user_groups" ADD COLUMN "description" text;--> statement-breakpoint
CREATE INDEX "discount_codes_discount_idx" ON "discount_codes" USING btree ("discount_id");--> statement-breakpoint
CREATE INDEX "user_groups_store_idx" ON "user_groups" USING btree ("store_id");
