ALTER TABLE "users" ADD COLUMN "username_skeleton" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_username_skeleton_key" UNIQUE("username_skeleton");