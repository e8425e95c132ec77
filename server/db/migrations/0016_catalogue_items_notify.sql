-- The catalogue search's in-memory token index (decision 022) follows every write of
-- catalogue_items, whoever makes it (the catalogue's importer, a seed, SQL by hand): each statement
-- NOTIFYs the ids it touched on rasteh_catalogue, delivered at commit to every server process that
-- LISTENs (never if it rolls back). A truncate, or a statement of more than 500 rows (a bulk
-- import), sends '*': reload everything. Payloads stay far below NOTIFY's 8,000 bytes.
CREATE OR REPLACE FUNCTION "catalogue_items_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    ids := ARRAY['*'];
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(id::text) INTO ids FROM (SELECT id FROM new_rows LIMIT 501) x;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(id::text) INTO ids FROM (SELECT id FROM old_rows LIMIT 501) x;
  ELSE
    SELECT array_agg(id::text) INTO ids FROM (SELECT id FROM new_rows UNION SELECT id FROM old_rows LIMIT 501) x;
  END IF;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  IF cardinality(ids) > 500 THEN
    ids := ARRAY['*'];
  END IF;
  PERFORM pg_notify('rasteh_catalogue', array_to_string(ids, ','));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "catalogue_items_notify_insert" AFTER INSERT ON "catalogue_items"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_items_notify"();
--> statement-breakpoint
CREATE TRIGGER "catalogue_items_notify_update" AFTER UPDATE ON "catalogue_items"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_items_notify"();
--> statement-breakpoint
CREATE TRIGGER "catalogue_items_notify_delete" AFTER DELETE ON "catalogue_items"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_items_notify"();
--> statement-breakpoint
CREATE TRIGGER "catalogue_items_notify_truncate" AFTER TRUNCATE ON "catalogue_items"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_items_notify"();
