CREATE TABLE "verification_wrong_guesses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "verification_wrong_guesses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"client" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Codes sent before clients were recorded name none (''): they count for the e-mail's ceilings only.
ALTER TABLE "verification_codes" ADD COLUMN "client" text NOT NULL DEFAULT '';--> statement-breakpoint
ALTER TABLE "verification_codes" ALTER COLUMN "client" DROP DEFAULT;--> statement-breakpoint
-- The day's wrong guesses so far were counted on the codes: carried over, so the upgrade resets no ceiling.
INSERT INTO "verification_wrong_guesses" ("email", "client", "created_at")
  SELECT "email", '', "created_at" FROM "verification_codes", generate_series(1, "failed_attempts") WHERE "failed_attempts" > 0;--> statement-breakpoint
CREATE INDEX "verification_wrong_guesses_email_idx" ON "verification_wrong_guesses" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "verification_wrong_guesses_created_idx" ON "verification_wrong_guesses" USING btree ("created_at");