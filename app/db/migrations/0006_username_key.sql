ALTER TABLE "users" ADD COLUMN "username_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_username_key_key" UNIQUE("username_key");