-- The seller's list of a store's live offers, newest first, counted and paged from an index alone:
-- a removed offer (deleted_at, kept for its old orders) is not on the list, so the index holds
-- only live offers (replaces 0014's, which held every offer).
CREATE INDEX IF NOT EXISTS "offers_store_newest_live_idx" ON "offers" USING btree ("store_id","created_at" DESC,"id" DESC) INCLUDE ("product_id","stock") WHERE "deleted_at" IS NULL;--> statement-breakpoint
DROP INDEX IF EXISTS "offers_store_newest_idx";
