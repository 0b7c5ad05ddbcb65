CREATE TABLE "credit_reversals" (
	"kind" text NOT NULL,
	"ref_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"chain_id" integer NOT NULL,
	"tx_hash" text NOT NULL,
	"asset" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"debited" numeric(38, 18) NOT NULL,
	"shortfall" numeric(38, 18) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "credit_reversals_pkey" PRIMARY KEY("kind","ref_id"),
	CONSTRAINT "credit_reversals_kind_valid" CHECK ("credit_reversals"."kind" in ('deposit', 'purchase'))
);
--> statement-breakpoint
ALTER TABLE "deposit_orders" DROP CONSTRAINT "deposit_orders_status_valid";--> statement-breakpoint
ALTER TABLE "chain_claims" ADD COLUMN "block_number" integer;--> statement-breakpoint
ALTER TABLE "chain_claims" ADD COLUMN "block_hash" text;--> statement-breakpoint
ALTER TABLE "credit_reversals" ADD CONSTRAINT "credit_reversals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chain_claims_block_idx" ON "chain_claims" USING btree ("chain_id","block_number");--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_status_valid" CHECK ("deposit_orders"."status" in ('pending', 'completed', 'reversed'));