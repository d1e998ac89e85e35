CREATE TABLE "voice_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recording_id" uuid NOT NULL,
	"feedback" text NOT NULL,
	"response" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voice_feedback_feedback_check" CHECK ("voice_feedback"."feedback" in ('Yes', 'Somewhat', 'No'))
);
--> statement-breakpoint
CREATE TABLE "voice_recordings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wav" "bytea" NOT NULL,
	"recognised_text" text NOT NULL,
	"confidence" double precision NOT NULL,
	"in_list" boolean NOT NULL,
	"phrases" jsonb,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "voice_feedback" ADD CONSTRAINT "voice_feedback_recording_id_voice_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."voice_recordings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voice_feedback_recording_id_idx" ON "voice_feedback" USING btree ("recording_id");--> statement-breakpoint
CREATE INDEX "voice_recordings_created_at_idx" ON "voice_recordings" USING btree ("created_at");