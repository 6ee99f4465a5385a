ALTER TABLE "reviews" DROP CONSTRAINT "reviews_tags_check";--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "appointment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "lab_test_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "ambulance_request_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_lab_test_id_lab_tests_id_fk" FOREIGN KEY ("lab_test_id") REFERENCES "public"."lab_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_ambulance_request_id_ambulance_requests_id_fk" FOREIGN KEY ("ambulance_request_id") REFERENCES "public"."ambulance_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ambulance_requests_completed_idx" ON "ambulance_requests" USING btree ("completed_at") WHERE "ambulance_requests"."status" = 'completed';--> statement-breakpoint
CREATE INDEX "lab_tests_completed_idx" ON "lab_tests" USING btree ("completed_at") WHERE "lab_tests"."status" = 'Completed';--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_lab_test_key" ON "reviews" USING btree ("lab_test_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_ambulance_request_key" ON "reviews" USING btree ("ambulance_request_id");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_one_item_check" CHECK (num_nonnulls("reviews"."appointment_id", "reviews"."lab_test_id", "reviews"."ambulance_request_id") = 1);--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_tags_check" CHECK ("reviews"."tags" <@ array['punctual','explained-clearly','gentle','thorough','good-listener','would-recommend','hygienic','careful-driving','helpful-crew','clean-ambulance']::text[]);