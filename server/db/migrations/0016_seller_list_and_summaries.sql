-- Decision 023. (1) Each product's offer summary in a narrow table of its own: a bulk price change
-- rewrites these small rows (one primary-key index) instead of the wide products rows with their ten
-- indexes. products.best_price and in_stock stay as the copy lists filter and sort on; a large batch
-- brings that copy up to date after its commit (product_summary_sync is the queue).
CREATE TABLE IF NOT EXISTS "product_summaries" (
	"product_id" integer PRIMARY KEY NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
	"best_offer_id" integer,
	"best_price" bigint,
	"best_original_price" bigint,
	"discount_percent" smallint,
	"in_stock" boolean DEFAULT false NOT NULL,
	"total_stock" integer DEFAULT 0 NOT NULL,
	"store_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "product_summaries" ("product_id", "best_offer_id", "best_price", "best_original_price", "discount_percent",
	"in_stock", "total_stock", "store_count")
SELECT "id", "best_offer_id", "best_price", "best_original_price", "discount_percent", "in_stock", "total_stock", "store_count"
FROM "products" ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "product_summary_sync" ("product_id" integer PRIMARY KEY NOT NULL);
--> statement-breakpoint
-- (2) A version per store, bumped in the same transaction by every write to its offers (a trigger,
-- so no write path can forget it: seller edits, bulk changes, checkout's stock, cancellations). The
-- seller's list caches its answers under it.
CREATE TABLE IF NOT EXISTS "store_list_versions" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_store_list_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- One row per store and statement; in store order, so two statements touching the same stores
	-- lock their versions in the same order.
	INSERT INTO store_list_versions AS v (store_id, version)
	SELECT DISTINCT store_id, 1 FROM changed_offers ORDER BY store_id
	ON CONFLICT (store_id) DO UPDATE SET version = v.version + 1;
	RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "offers_list_version_ins" ON "offers";
--> statement-breakpoint
CREATE TRIGGER "offers_list_version_ins" AFTER INSERT ON "offers" REFERENCING NEW TABLE AS changed_offers
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_store_list_versions"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "offers_list_version_upd" ON "offers";
--> statement-breakpoint
CREATE TRIGGER "offers_list_version_upd" AFTER UPDATE ON "offers" REFERENCING NEW TABLE AS changed_offers
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_store_list_versions"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "offers_list_version_del" ON "offers";
--> statement-breakpoint
CREATE TRIGGER "offers_list_version_del" AFTER DELETE ON "offers" REFERENCING OLD TABLE AS changed_offers
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_store_list_versions"();
