CREATE TABLE "articles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" smallint NOT NULL,
	"title" text NOT NULL,
	"img" text DEFAULT '' NOT NULL,
	"jump_type" smallint DEFAULT 0 NOT NULL,
	"jump_url" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coin_prices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coin_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"chain" smallint NOT NULL,
	"name" text NOT NULL,
	"usdt_price" numeric(38, 18) NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coin_prices_price_non_negative" CHECK ("coin_prices"."usdt_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"asset" text NOT NULL,
	"type" text NOT NULL,
	"title_key" text NOT NULL,
	"title_params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"display_amount" numeric(38, 18),
	"pm" smallint NOT NULL,
	"get_way" smallint DEFAULT 0 NOT NULL,
	"is_lost" smallint DEFAULT 0 NOT NULL,
	"is_winner" smallint,
	"chat_id" integer,
	"counterparty_id" integer,
	"expand" jsonb,
	"balance_after" numeric(38, 18) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_entries_amount_positive" CHECK ("ledger_entries"."amount" > 0),
	CONSTRAINT "ledger_entries_pm_valid" CHECK ("ledger_entries"."pm" in (0, 1)),
	CONSTRAINT "ledger_entries_balance_after_non_negative" CHECK ("ledger_entries"."balance_after" >= 0)
);
--> statement-breakpoint
ALTER TABLE "balances" ADD COLUMN "nft_voucher" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "balances" ADD COLUMN "release_pool" numeric(38, 18) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_counterparty_id_users_id_fk" FOREIGN KEY ("counterparty_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_type_sort_idx" ON "articles" USING btree ("type","sort","id");--> statement-breakpoint
CREATE UNIQUE INDEX "coin_prices_chain_name_unique" ON "coin_prices" USING btree ("chain","name");--> statement-breakpoint
CREATE INDEX "ledger_entries_user_type_time_idx" ON "ledger_entries" USING btree ("user_id","type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ledger_entries_type_time_idx" ON "ledger_entries" USING btree ("type","created_at");--> statement-breakpoint
ALTER TABLE "balances" ADD CONSTRAINT "balances_nft_voucher_non_negative" CHECK ("balances"."nft_voucher" >= 0);--> statement-breakpoint
ALTER TABLE "balances" ADD CONSTRAINT "balances_release_pool_non_negative" CHECK ("balances"."release_pool" >= 0);