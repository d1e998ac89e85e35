CREATE TABLE "food_corrections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"embedding" "bytea" NOT NULL,
	"label" text NOT NULL,
	"known" boolean NOT NULL,
	"client" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "food_corrections_created_at_idx" ON "food_corrections" USING btree ("created_at");