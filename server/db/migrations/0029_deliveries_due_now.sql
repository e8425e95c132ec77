-- The deliveries channel wakes the worker only for what is due now (issue 31, decision 041): a
-- seller's new-order SMS is queued due after its fallback time, so a cash-on-delivery purchase
-- no longer sends a NOTIFY at its commit (NOTIFY serialises commits) for a delivery nobody may
-- send yet. The worker's poll and its timer for the next due delivery find those.
CREATE OR REPLACE FUNCTION "deliveries_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF EXISTS (SELECT 1 FROM queued WHERE due_at <= now()) THEN
		PERFORM pg_notify('rasteh_deliveries', '');
	END IF;
	RETURN NULL;
END $$;
