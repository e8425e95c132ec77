-- A store's offers newest first (the seller's product list and its pages) straight from an index,
-- and their count and page, in-stock or not, without reading the table (product_id and stock are
-- carried in the index).
CREATE INDEX IF NOT EXISTS "offers_store_newest_idx" ON "offers" USING btree ("store_id","created_at" DESC,"id" DESC) INCLUDE ("product_id","stock");
