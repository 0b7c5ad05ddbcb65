ALTER TABLE "articles" ADD COLUMN "titles" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "ctas" jsonb DEFAULT '{}'::jsonb NOT NULL;