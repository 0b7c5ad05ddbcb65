CREATE TABLE "auto_bids" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auto_bids_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bid_room_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"max" numeric(38, 18) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"stop_reason" text,
	"due_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "auto_bids_max_valid" CHECK ("auto_bids"."max" > 0)
);
--> statement-breakpoint
ALTER TABLE "auto_bids" ADD CONSTRAINT "auto_bids_bid_room_id_bid_rooms_id_fk" FOREIGN KEY ("bid_room_id") REFERENCES "public"."bid_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_bids" ADD CONSTRAINT "auto_bids_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auto_bids_room_user_unique" ON "auto_bids" USING btree ("bid_room_id","user_id");--> statement-breakpoint
CREATE INDEX "auto_bids_due_idx" ON "auto_bids" USING btree ("due_at") WHERE "auto_bids"."active";