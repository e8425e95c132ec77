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
--> statement-breakpoint
-- (3) What the seller's list filters a store's offers by (the product's search text, category and
-- brand), one row per offer (soft-deleted ones included: the list joins offers for that), so a
-- search within one store intersects the store's entries with the phrase's trigrams in one GIN
-- index instead of matching the phrase over every product. Kept by triggers on offers and products.
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "store_products" (
	"store_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"brand_id" integer,
	"search_text" text NOT NULL,
	PRIMARY KEY ("store_id", "product_id")
);
--> statement-breakpoint
INSERT INTO "store_products" SELECT o.store_id, o.product_id, p.category_id, p.brand_id, p.search_text
FROM "offers" o JOIN "products" p ON p.id = o.product_id ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "store_products_search" ON "store_products" USING gin ("store_id", "search_text" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "store_products_category" ON "store_products" ("store_id", "category_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "store_products_brand" ON "store_products" ("store_id", "brand_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "store_products_product" ON "store_products" ("product_id");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "store_products_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO store_products (store_id, product_id, category_id, brand_id, search_text)
	SELECT n.store_id, n.product_id, p.category_id, p.brand_id, p.search_text
	FROM changed_offers n JOIN products p ON p.id = n.product_id
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "store_products_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM store_products t USING changed_offers d WHERE t.store_id = d.store_id AND t.product_id = d.product_id;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "store_products_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE store_products SET category_id = NEW.category_id, brand_id = NEW.brand_id, search_text = NEW.search_text
	WHERE product_id = NEW.id;
	RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "offers_store_products_ins" ON "offers";
--> statement-breakpoint
CREATE TRIGGER "offers_store_products_ins" AFTER INSERT ON "offers" REFERENCING NEW TABLE AS changed_offers
	FOR EACH STATEMENT EXECUTE FUNCTION "store_products_add"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "offers_store_products_del" ON "offers";
--> statement-breakpoint
CREATE TRIGGER "offers_store_products_del" AFTER DELETE ON "offers" REFERENCING OLD TABLE AS changed_offers
	FOR EACH STATEMENT EXECUTE FUNCTION "store_products_remove"();
--> statement-breakpoint
-- A column list: the summary copy (best_*) does not even queue this trigger.
DROP TRIGGER IF EXISTS "products_store_products_upd" ON "products";
--> statement-breakpoint
CREATE TRIGGER "products_store_products_upd" AFTER UPDATE OF "search_text", "category_id", "brand_id" ON "products"
	FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text OR OLD.category_id IS DISTINCT FROM NEW.category_id
		OR OLD.brand_id IS DISTINCT FROM NEW.brand_id)
	EXECUTE FUNCTION "store_products_follow"();
