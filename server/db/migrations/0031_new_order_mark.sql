-- A seller's new cash-on-delivery order is told by the delivery worker, not by the purchase
-- (issue 31, decision 043): the worker reads the orders in id order past this mark and makes the
-- store owners' notices in its own transaction, with the mark. It starts past every order made
-- so far, whose notices the purchases wrote themselves.
CREATE TABLE "new_order_mark" (
	"one" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"last_id" integer NOT NULL,
	"gaps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "new_order_mark_one_check" CHECK ("new_order_mark"."one")
);
--> statement-breakpoint
INSERT INTO "new_order_mark" ("one", "last_id") SELECT true, coalesce(max(id), 0) FROM "orders";
