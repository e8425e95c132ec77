-- A store's money in memory (issue 30, server/modules/finance/kept.ts): each process keeps a
-- store's balances and ledger pages, summed from ledger_entries and payouts. Every statement that
-- changes a store's entries or payouts (a delivery, a refund, a settlement run, a payout paid or
-- failed) NOTIFYs 'f <store>' on rasteh_rows at commit; a truncate sends '*'.
CREATE OR REPLACE FUNCTION "store_money_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	store integer;
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		PERFORM pg_notify('rasteh_rows', '*');
		RETURN NULL;
	END IF;
	FOR store IN SELECT DISTINCT store_id FROM changed_rows LOOP
		PERFORM pg_notify('rasteh_rows', 'f ' || store);
	END LOOP;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_notify_ins" AFTER INSERT ON "ledger_entries" REFERENCING NEW TABLE AS changed_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "store_money_notify"();
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_notify_upd" AFTER UPDATE ON "ledger_entries" REFERENCING NEW TABLE AS changed_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "store_money_notify"();
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_notify_del" AFTER DELETE ON "ledger_entries" REFERENCING OLD TABLE AS changed_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "store_money_notify"();
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_notify_truncate" AFTER TRUNCATE ON "ledger_entries"
	FOR EACH STATEMENT EXECUTE FUNCTION "store_money_notify"();
--> statement-breakpoint
CREATE TRIGGER "payouts_notify_ins" AFTER INSERT ON "payouts" REFERENCING NEW TABLE AS changed_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "store_money_notify"();
--> statement-breakpoint
CREATE TRIGGER "payouts_notify_upd" AFTER UPDATE ON "payouts" REFERENCING NEW TABLE AS changed_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "store_money_notify"();
--> statement-breakpoint
CREATE TRIGGER "payouts_notify_del" AFTER DELETE ON "payouts" REFERENCING OLD TABLE AS changed_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "store_money_notify"();
--> statement-breakpoint
CREATE TRIGGER "payouts_notify_truncate" AFTER TRUNCATE ON "payouts"
	FOR EACH STATEMENT EXECUTE FUNCTION "store_money_notify"();
