ALTER TABLE "bundles" ADD COLUMN "removed_items" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE FUNCTION "bundle_item_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- An item that left with its offer (the store removed the product): the bundle is flagged
  -- until its seller changes the items. Items the seller takes out, or a removed bundle, are not.
  IF NOT EXISTS (SELECT 1 FROM "offers" WHERE "id" = OLD."offer_id") THEN
    UPDATE "bundles" SET "removed_items" = "removed_items" + 1 WHERE "id" = OLD."bundle_id";
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "bundle_items_offer_removed" AFTER DELETE ON "bundle_items"
  FOR EACH ROW EXECUTE FUNCTION "bundle_item_removed"();
