-- The seller list's filters in memory (decision 026): each process keeps, per store, its products'
-- search text, category and brand (store_products) as a token index. Every statement that changes
-- a store's rows there (an offer of a new product, a removed offer, a product's new name, category
-- or brand) NOTIFYs 't <store>' on rasteh_rows at commit; a truncate sends '*'.
CREATE OR REPLACE FUNCTION "store_products_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	store integer;
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		PERFORM pg_notify('rasteh_rows', '*');
		RETURN NULL;
	END IF;
	FOR store IN SELECT DISTINCT store_id FROM changed_rows LOOP
		PERFORM pg_notify('rasteh_rows', 't ' || store);
	END LOOP;
	RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "store_products_notify_ins" ON "store_products";
--> statement-breakpoint
CREATE TRIGGER "store_products_notify_ins" AFTER INSERT ON "store_products" REFERENCING NEW TABLE AS changed_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "store_products_notify"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "store_products_notify_upd" ON "store_products";
--> statement-breakpoint
CREATE TRIGGER "store_products_notify_upd" AFTER UPDATE ON "store_products" REFERENCING NEW TABLE AS changed_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "store_products_notify"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "store_products_notify_del" ON "store_products";
--> statement-breakpoint
CREATE TRIGGER "store_products_notify_del" AFTER DELETE ON "store_products" REFERENCING OLD TABLE AS changed_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "store_products_notify"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "store_products_notify_truncate" ON "store_products";
--> statement-breakpoint
CREATE TRIGGER "store_products_notify_truncate" AFTER TRUNCATE ON "store_products"
	FOR EACH STATEMENT EXECUTE FUNCTION "store_products_notify"();
