-- The urgent SMS fallback queued by the delivery worker (issue 31, decision 041): a seller's
-- new-order notice no longer gets its SMS row in the purchase that makes it; the worker looks at
-- the notices in id order once they are older than the fallback time and queues the SMS of each
-- urgent one still unread. This row says how far it has looked; it starts past every notice made
-- so far, whose SMS rows were queued with them.
CREATE TABLE "notice_sms_mark" (
	"one" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"last_id" integer NOT NULL,
	CONSTRAINT "notice_sms_mark_one_check" CHECK ("notice_sms_mark"."one")
);
--> statement-breakpoint
INSERT INTO "notice_sms_mark" ("one", "last_id") SELECT true, coalesce(max(id), 0) FROM "notifications";
