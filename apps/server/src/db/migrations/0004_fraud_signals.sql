ALTER TABLE "users" ADD COLUMN "registration_ip" text;--> statement-breakpoint
CREATE INDEX "users_registration_ip_idx" ON "users" USING btree ("registration_ip","created_at");--> statement-breakpoint
CREATE INDEX "users_phone_digits_idx" ON "users" USING btree (right(regexp_replace("phone", '[^0-9]', '', 'g'), 10));