-- The rows channel (decision 026): each server process keeps in memory who a session belongs to
-- and which store a seller owns, with its list version, and checks them against the database
-- without a query per request. Every write that changes what those memories hold NOTIFYs
-- rasteh_rows, delivered at commit to every listening process (never on a rollback):
--   's <store id>'   the store's offers (any insert, update or delete: the list version moved) or
--                    the store's row itself (owner, removal);
--   'a <session id>' a session was revoked or removed;
--   'u <user id>'    a user's row changed (roles, name, phone, password) or was removed;
--   '*'              a truncate of one of these tables (ids may be given again): forget everything.
-- A process sends `select 1` on its listening connection before it trusts its memory
-- (server/db/listen.ts, sync): what committed before the request is heard first.
CREATE OR REPLACE FUNCTION "bump_store_list_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	store integer;
BEGIN
	-- One row per store and statement; in store order, so two statements touching the same stores
	-- lock their versions in the same order.
	INSERT INTO store_list_versions AS v (store_id, version)
	SELECT DISTINCT store_id, 1 FROM changed_offers ORDER BY store_id
	ON CONFLICT (store_id) DO UPDATE SET version = v.version + 1;
	FOR store IN SELECT DISTINCT store_id FROM changed_offers LOOP
		PERFORM pg_notify('rasteh_rows', 's ' || store);
	END LOOP;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "rows_channel_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		PERFORM pg_notify('rasteh_rows', '*');
	ELSE
		PERFORM pg_notify('rasteh_rows', TG_ARGV[0] || ' ' || OLD.id);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "stores_rows_channel" ON "stores";
--> statement-breakpoint
CREATE TRIGGER "stores_rows_channel" AFTER UPDATE OR DELETE ON "stores"
	FOR EACH ROW EXECUTE FUNCTION "rows_channel_notify"('s');
--> statement-breakpoint
DROP TRIGGER IF EXISTS "sessions_rows_channel" ON "sessions";
--> statement-breakpoint
CREATE TRIGGER "sessions_rows_channel" AFTER UPDATE OR DELETE ON "sessions"
	FOR EACH ROW EXECUTE FUNCTION "rows_channel_notify"('a');
--> statement-breakpoint
DROP TRIGGER IF EXISTS "users_rows_channel" ON "users";
--> statement-breakpoint
CREATE TRIGGER "users_rows_channel" AFTER UPDATE OR DELETE ON "users"
	FOR EACH ROW EXECUTE FUNCTION "rows_channel_notify"('u');
--> statement-breakpoint
DROP TRIGGER IF EXISTS "stores_rows_channel_truncate" ON "stores";
--> statement-breakpoint
CREATE TRIGGER "stores_rows_channel_truncate" AFTER TRUNCATE ON "stores"
	FOR EACH STATEMENT EXECUTE FUNCTION "rows_channel_notify"('*');
--> statement-breakpoint
DROP TRIGGER IF EXISTS "sessions_rows_channel_truncate" ON "sessions";
--> statement-breakpoint
CREATE TRIGGER "sessions_rows_channel_truncate" AFTER TRUNCATE ON "sessions"
	FOR EACH STATEMENT EXECUTE FUNCTION "rows_channel_notify"('*');
--> statement-breakpoint
DROP TRIGGER IF EXISTS "users_rows_channel_truncate" ON "users";
--> statement-breakpoint
CREATE TRIGGER "users_rows_channel_truncate" AFTER TRUNCATE ON "users"
	FOR EACH STATEMENT EXECUTE FUNCTION "rows_channel_notify"('*');
--> statement-breakpoint
DROP TRIGGER IF EXISTS "offers_rows_channel_truncate" ON "offers";
--> statement-breakpoint
CREATE TRIGGER "offers_rows_channel_truncate" AFTER TRUNCATE ON "offers"
	FOR EACH STATEMENT EXECUTE FUNCTION "rows_channel_notify"('*');
--> statement-breakpoint
DROP TRIGGER IF EXISTS "store_list_versions_rows_channel_truncate" ON "store_list_versions";
--> statement-breakpoint
CREATE TRIGGER "store_list_versions_rows_channel_truncate" AFTER TRUNCATE ON "store_list_versions"
	FOR EACH STATEMENT EXECUTE FUNCTION "rows_channel_notify"('*');
