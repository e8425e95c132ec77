CREATE TABLE "notification_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"notification_id" integer NOT NULL,
	"channel" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	CONSTRAINT "notification_deliveries_channel_check" CHECK ("notification_deliveries"."channel" in ('push', 'sms')),
	CONSTRAINT "notification_deliveries_status_check" CHECK ("notification_deliveries"."status" in ('pending', 'sent', 'skipped', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" integer NOT NULL,
	"event" text NOT NULL,
	"channel" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_user_id_event_channel_pk" PRIMARY KEY("user_id","event","channel")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"event" text NOT NULL,
	"cause" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text NOT NULL,
	"store_id" integer,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_price_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"price" bigint NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wishlist_items" (
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"back_in_stock" boolean DEFAULT false NOT NULL,
	"price_drop" boolean DEFAULT false NOT NULL,
	"price_drop_percent" smallint DEFAULT 10 NOT NULL,
	"price_at_add" bigint,
	"alert_price" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_items_user_id_product_id_pk" PRIMARY KEY("user_id","product_id"),
	CONSTRAINT "wishlist_items_percent_check" CHECK ("wishlist_items"."price_drop_percent" between 1 and 90)
);
--> statement-breakpoint
CREATE TABLE "wishlist_signals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_signals_kind_check" CHECK ("wishlist_signals"."kind" in ('back_in_stock', 'price_drop'))
);
--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_price_history" ADD CONSTRAINT "offer_price_history_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_deliveries_notice_channel_key" ON "notification_deliveries" USING btree ("notification_id","channel");--> statement-breakpoint
CREATE INDEX "notification_deliveries_due_idx" ON "notification_deliveries" USING btree ("due_at") WHERE "notification_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_cause_key" ON "notifications" USING btree ("user_id","cause");--> statement-breakpoint
CREATE INDEX "notifications_user_newest_idx" ON "notifications" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id","event") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "offer_price_history_product_at_idx" ON "offer_price_history" USING btree ("product_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "wishlist_items_user_newest_idx" ON "wishlist_items" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "wishlist_items_alerts_idx" ON "wishlist_items" USING btree ("product_id") WHERE "wishlist_items"."back_in_stock" or "wishlist_items"."price_drop";--> statement-breakpoint
-- Every price an offer has had (issue 31): its first, then each change. Row triggers with a WHEN
-- clause: checkout's stock updates never name price, so they never fire the price trigger, and
-- the stock trigger's condition (coming back from none) is false for every sale.
CREATE FUNCTION offer_price_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO offer_price_history (offer_id, product_id, price) VALUES (NEW.id, NEW.product_id, NEW.price);
  IF TG_OP = 'UPDATE' AND NEW.price < OLD.price AND EXISTS (
    SELECT 1 FROM wishlist_items w WHERE w.product_id = NEW.product_id AND w.price_drop
  ) THEN
    INSERT INTO wishlist_signals (product_id, kind) VALUES (NEW.product_id, 'price_drop');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER offers_price_kept_insert AFTER INSERT ON offers FOR EACH ROW EXECUTE FUNCTION offer_price_kept();
--> statement-breakpoint
CREATE TRIGGER offers_price_kept_update AFTER UPDATE OF price ON offers FOR EACH ROW
  WHEN (OLD.price IS DISTINCT FROM NEW.price) EXECUTE FUNCTION offer_price_kept();
--> statement-breakpoint
-- An offer someone watches is on sale again: a signal the notification worker fans out.
CREATE FUNCTION offer_back_in_stock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM wishlist_items w WHERE w.product_id = NEW.product_id AND w.back_in_stock) THEN
    INSERT INTO wishlist_signals (product_id, kind) VALUES (NEW.product_id, 'back_in_stock');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER offers_back_in_stock AFTER UPDATE OF stock, is_available, deleted_at ON offers FOR EACH ROW
  WHEN ((OLD.stock = 0 OR NOT OLD.is_available OR OLD.deleted_at IS NOT NULL)
    AND NEW.stock > 0 AND NEW.is_available AND NEW.deleted_at IS NULL)
  EXECUTE FUNCTION offer_back_in_stock();
--> statement-breakpoint
-- Offers that exist already start their history at their current price.
INSERT INTO offer_price_history (offer_id, product_id, price, at) SELECT id, product_id, price, updated_at FROM offers;
