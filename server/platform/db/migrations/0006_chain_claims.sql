CREATE TABLE "chain_claims" (
	"chain_id" integer NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"kind" text NOT NULL,
	"ref_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chain_claims_pkey" PRIMARY KEY("chain_id","tx_hash","log_index"),
	CONSTRAINT "chain_claims_kind_valid" CHECK ("chain_claims"."kind" in ('deposit', 'purchase'))
);
--> statement-breakpoint
CREATE INDEX "chain_claims_ref_idx" ON "chain_claims" USING btree ("kind","ref_id");--> statement-breakpoint
-- Credits made before claims existed become claims too, so they cannot be claimed again: a deposit by
-- its `Deposit` event (the log its order stored). Its paying Transfer's position was never stored; a
-- purchase refuses any transaction that touched the deposit contract, so that Transfer stays unclaimable.
INSERT INTO "chain_claims" ("chain_id", "tx_hash", "log_index", "kind", "ref_id", "created_at")
SELECT "chain_id", lower("tx_hash"), "log_index", 'deposit', "id", "updated_at"
FROM "deposit_orders"
WHERE "status" = 'completed' AND "tx_hash" IS NOT NULL AND "log_index" IS NOT NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- A purchase order stored only its hash: it is claimed as a whole transaction (log index -1), which every
-- purchase claims as well (a purchase is one plain transfer), so an old purchase cannot be credited again.
INSERT INTO "chain_claims" ("chain_id", "tx_hash", "log_index", "kind", "ref_id", "created_at")
SELECT "chain_id", lower("tx_hash"), -1, 'purchase', "id", "updated_at"
FROM "purchase_orders"
WHERE "status" = 'completed' AND "tx_hash" IS NOT NULL
ON CONFLICT DO NOTHING;
