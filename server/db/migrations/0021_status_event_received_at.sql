-- When a status move reached the server, beside when it was made (issue 27): a move queued offline
-- arrives hours after the seller acted. `at` stays the time the history shows (the seller's, sent
-- with the move and bounded by the server's clock); `received_at` is the arrival. Older rows
-- arrived when they were made.
ALTER TABLE "order_status_events" ADD COLUMN IF NOT EXISTS "received_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "order_status_events" SET "received_at" = "at" WHERE "received_at" IS NULL;
--> statement-breakpoint
ALTER TABLE "order_status_events" ALTER COLUMN "received_at" SET DEFAULT now();
--> statement-breakpoint
ALTER TABLE "order_status_events" ALTER COLUMN "received_at" SET NOT NULL;
