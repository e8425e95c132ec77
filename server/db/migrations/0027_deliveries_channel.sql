-- The deliveries channel (issue 31, decision 041): a statement that queues notice deliveries
-- NOTIFYs rasteh_deliveries, delivered at its transaction's commit (never on a rollback), so the
-- process that sends them (server/modules/notifications/deliver.ts) wakes at once instead of at
-- its next poll. One message per statement that inserted rows, and PostgreSQL folds the same
-- message repeated in one transaction into one. The worker still polls, in case a message is
-- missed (a LISTEN connection broken at that moment).
CREATE FUNCTION "deliveries_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF EXISTS (SELECT 1 FROM queued) THEN
		PERFORM pg_notify('rasteh_deliveries', '');
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "notification_deliveries_notify" AFTER INSERT ON "notification_deliveries"
	REFERENCING NEW TABLE AS queued FOR EACH STATEMENT EXECUTE FUNCTION "deliveries_notify"();
