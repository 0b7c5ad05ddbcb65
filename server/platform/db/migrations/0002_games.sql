CREATE TABLE "bid_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bid_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bid_room_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kinbo" numeric(38, 18) DEFAULT '0' NOT NULL,
	"held" numeric(38, 18) DEFAULT '0' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"last_bid_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bid_members_amounts_valid" CHECK ("bid_members"."kinbo" >= 0 and "bid_members"."held" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bid_rooms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bid_rooms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"schedule_id" integer,
	"name" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"usdt" numeric(38, 18) NOT NULL,
	"kinbo" numeric(38, 18) DEFAULT '0' NOT NULL,
	"highest_user_id" integer,
	"member_count" integer DEFAULT 0 NOT NULL,
	"max_count" integer NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"extensions" integer DEFAULT 0 NOT NULL,
	"finished_at" timestamp with time zone,
	"winner_user_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bid_rooms_state_valid" CHECK ("bid_rooms"."state" in (0, 1)),
	CONSTRAINT "bid_rooms_members_within_max" CHECK ("bid_rooms"."member_count" >= 0 and "bid_rooms"."member_count" <= "bid_rooms"."max_count"),
	CONSTRAINT "bid_rooms_amounts_valid" CHECK ("bid_rooms"."usdt" > 0 and "bid_rooms"."kinbo" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bids" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bids_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bid_room_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"end_time_after" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_schedules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_schedules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"price" numeric(38, 18) NOT NULL,
	"max_count" integer NOT NULL,
	"open_count_down" integer DEFAULT 0 NOT NULL,
	"duration_seconds" integer NOT NULL,
	"interval_seconds" integer NOT NULL,
	"next_start_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_schedules_kind_valid" CHECK ("game_schedules"."kind" in ('deal', 'bid')),
	CONSTRAINT "game_schedules_positive" CHECK ("game_schedules"."price" > 0 and "game_schedules"."max_count" > 0 and "game_schedules"."duration_seconds" > 0 and "game_schedules"."interval_seconds" > 0 and "game_schedules"."open_count_down" >= 0)
);
--> statement-breakpoint
CREATE TABLE "room_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "room_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"room_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"join_order" integer NOT NULL,
	"waiting" boolean DEFAULT true NOT NULL,
	"is_winner" smallint,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rooms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"schedule_id" integer,
	"name" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"price" numeric(38, 18) NOT NULL,
	"max_count" integer NOT NULL,
	"member_count" integer DEFAULT 0 NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"open_count_down" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"filled_at" timestamp with time zone,
	"open_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"seed" text NOT NULL,
	"commitment" text NOT NULL,
	"winner_user_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rooms_state_valid" CHECK ("rooms"."state" in (0, 1, 2, 3)),
	CONSTRAINT "rooms_members_within_max" CHECK ("rooms"."member_count" >= 0 and "rooms"."member_count" <= "rooms"."max_count"),
	CONSTRAINT "rooms_price_positive" CHECK ("rooms"."price" > 0)
);
--> statement-breakpoint
ALTER TABLE "balances" ADD COLUMN "usdt_held" numeric(38, 18) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "balances" ADD COLUMN "kinbo_held" numeric(38, 18) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "bid_members" ADD CONSTRAINT "bid_members_bid_room_id_bid_rooms_id_fk" FOREIGN KEY ("bid_room_id") REFERENCES "public"."bid_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_members" ADD CONSTRAINT "bid_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_rooms" ADD CONSTRAINT "bid_rooms_schedule_id_game_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."game_schedules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_rooms" ADD CONSTRAINT "bid_rooms_highest_user_id_users_id_fk" FOREIGN KEY ("highest_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_rooms" ADD CONSTRAINT "bid_rooms_winner_user_id_users_id_fk" FOREIGN KEY ("winner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_bid_room_id_bid_rooms_id_fk" FOREIGN KEY ("bid_room_id") REFERENCES "public"."bid_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_members" ADD CONSTRAINT "room_members_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_members" ADD CONSTRAINT "room_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_schedule_id_game_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."game_schedules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_winner_user_id_users_id_fk" FOREIGN KEY ("winner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bid_members_room_user_unique" ON "bid_members" USING btree ("bid_room_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bid_members_one_active_room" ON "bid_members" USING btree ("user_id") WHERE "bid_members"."active";--> statement-breakpoint
CREATE INDEX "bid_rooms_state_end_idx" ON "bid_rooms" USING btree ("state","end_time");--> statement-breakpoint
CREATE INDEX "bids_room_idx" ON "bids" USING btree ("bid_room_id","id");--> statement-breakpoint
CREATE INDEX "game_schedules_next_idx" ON "game_schedules" USING btree ("kind","next_start_at");--> statement-breakpoint
CREATE UNIQUE INDEX "room_members_room_user_unique" ON "room_members" USING btree ("room_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "room_members_room_order_unique" ON "room_members" USING btree ("room_id","join_order");--> statement-breakpoint
CREATE UNIQUE INDEX "room_members_one_waiting_room" ON "room_members" USING btree ("user_id") WHERE "room_members"."waiting";--> statement-breakpoint
CREATE INDEX "room_members_user_idx" ON "room_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rooms_state_end_idx" ON "rooms" USING btree ("state","end_time");--> statement-breakpoint
CREATE INDEX "rooms_state_open_idx" ON "rooms" USING btree ("state","open_at");--> statement-breakpoint
ALTER TABLE "balances" ADD CONSTRAINT "balances_usdt_held_non_negative" CHECK ("balances"."usdt_held" >= 0);--> statement-breakpoint
ALTER TABLE "balances" ADD CONSTRAINT "balances_kinbo_held_non_negative" CHECK ("balances"."kinbo_held" >= 0);