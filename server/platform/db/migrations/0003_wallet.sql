CREATE TABLE "deposit_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposit_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"chain_id" integer NOT NULL,
	"deposit_type" smallint NOT NULL,
	"token" text NOT NULL,
	"address" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"amount_units" numeric(78, 0) NOT NULL,
	"nonce" numeric(78, 0) NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"v" smallint NOT NULL,
	"r" text NOT NULL,
	"s" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"tx_hash" text,
	"log_index" integer,
	"credited_by" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deposit_orders_status_valid" CHECK ("deposit_orders"."status" in ('pending', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "job_state" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchase_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"chain_id" integer NOT NULL,
	"token" text NOT NULL,
	"receive_address" text NOT NULL,
	"payer" text,
	"amount" numeric(38, 18) NOT NULL,
	"amount_units" numeric(78, 0) NOT NULL,
	"kinbo" numeric(38, 18) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"tx_hash" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_packages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_packages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ticket_num" integer NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vouchers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"title" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"price" numeric(38, 18) NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"listed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vouchers_state_valid" CHECK ("vouchers"."state" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"chain_id" integer NOT NULL,
	"withdraw_type" smallint NOT NULL,
	"token" text NOT NULL,
	"address" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"fee_kinbo" numeric(38, 18) DEFAULT '0' NOT NULL,
	"receive_amount" numeric(38, 18) NOT NULL,
	"receive_units" numeric(78, 0) NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"nonce" integer,
	"tx_hash" text,
	"raw_tx" text,
	"error" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "withdrawals_status_valid" CHECK ("withdrawals"."status" in ('queued', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "balances" ADD COLUMN "brp" numeric(38, 18) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "ref_kind" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "ref_id" integer;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposit_orders_user_status_idx" ON "deposit_orders" USING btree ("user_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_orders_tx_unique" ON "deposit_orders" USING btree ("chain_id","tx_hash","log_index");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_tx_unique" ON "purchase_orders" USING btree ("chain_id","tx_hash");--> statement-breakpoint
CREATE INDEX "purchase_orders_user_idx" ON "purchase_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "vouchers_owner_idx" ON "vouchers" USING btree ("owner_id","id");--> statement-breakpoint
CREATE INDEX "vouchers_listed_idx" ON "vouchers" USING btree ("state","owner_id");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "balances" ADD CONSTRAINT "balances_brp_non_negative" CHECK ("balances"."brp" >= 0);