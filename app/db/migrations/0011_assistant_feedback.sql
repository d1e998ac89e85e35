CREATE TABLE "assistant_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" text NOT NULL,
	"question" text NOT NULL,
	"answer_url" text,
	"helpful" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assistant_feedback_conversation_id_key" UNIQUE("conversation_id")
);
--> statement-breakpoint
CREATE INDEX "assistant_feedback_created_at_idx" ON "assistant_feedback" USING btree ("created_at");