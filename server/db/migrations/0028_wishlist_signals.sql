-- The wishlist's signals, made exact (issue 31). «Back in stock» means the product had no offer on
-- sale anywhere and now has one: an offer coming back while another store still sells the product
-- is no news, and a new store starting to sell a product nobody sold is. And the best price can
-- fall without any offer's price falling (a cheaper offer inserted or back on sale), so those
-- changes signal price watchers too; the worker (server/modules/wishlist/alerts.ts) measures the
-- fall against each watcher's share and tells only those it reaches.
CREATE OR REPLACE FUNCTION offer_price_kept() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  fell boolean := false;
BEGIN
  INSERT INTO offer_price_history (offer_id, product_id, price) VALUES (NEW.id, NEW.product_id, NEW.price);
  IF TG_OP = 'UPDATE' THEN
    fell := NEW.price < OLD.price;
  ELSE
    fell := NEW.stock > 0 AND NEW.is_available AND NEW.deleted_at IS NULL;
  END IF;
  IF fell AND EXISTS (SELECT 1 FROM wishlist_items w WHERE w.product_id = NEW.product_id AND w.price_drop) THEN
    INSERT INTO wishlist_signals (product_id, kind) VALUES (NEW.product_id, 'price_drop');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION offer_back_in_stock() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- Watchers first (an index probe each): most offers coming on sale have none.
  back boolean := EXISTS (SELECT 1 FROM wishlist_items w WHERE w.product_id = NEW.product_id AND w.back_in_stock);
  -- On sale again, perhaps below the best price: the price watchers' worker looks. (An insert's
  -- price trigger signals that itself.)
  cheaper boolean := TG_OP = 'UPDATE'
    AND EXISTS (SELECT 1 FROM wishlist_items w WHERE w.product_id = NEW.product_id AND w.price_drop);
BEGIN
  IF NOT (back OR cheaper) OR NOT EXISTS (SELECT 1 FROM stores s WHERE s.id = NEW.store_id AND s.verified) THEN
    RETURN NULL;
  END IF;
  IF back AND NOT EXISTS (SELECT 1 FROM offers o JOIN stores s ON s.id = o.store_id
      WHERE o.product_id = NEW.product_id AND o.id <> NEW.id AND o.stock > 0 AND o.is_available
        AND o.deleted_at IS NULL AND s.verified) THEN
    INSERT INTO wishlist_signals (product_id, kind) VALUES (NEW.product_id, 'back_in_stock');
  END IF;
  IF cheaper THEN
    INSERT INTO wishlist_signals (product_id, kind) VALUES (NEW.product_id, 'price_drop');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER offers_back_in_stock_insert AFTER INSERT ON offers FOR EACH ROW
  WHEN (NEW.stock > 0 AND NEW.is_available AND NEW.deleted_at IS NULL)
  EXECUTE FUNCTION offer_back_in_stock();
