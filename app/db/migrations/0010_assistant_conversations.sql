CREATE TABLE "assistant_conversations" (
	"id" text PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"state" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "assistant_conversations_expires_at_idx" ON "assistant_conversations" USING btree ("expires_at");