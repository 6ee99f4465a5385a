CREATE TABLE "review_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'visible' NOT NULL,
	"report_count" integer DEFAULT 0 NOT NULL,
	"reply_text" text,
	"reply_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"moderated_at" timestamp with time zone,
	"moderated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_status_check" CHECK ("reviews"."status" in ('visible','hidden','removed')),
	CONSTRAINT "reviews_tags_check" CHECK ("reviews"."tags" <@ array['punctual','explained-clearly','gentle','thorough','good-listener','would-recommend']::text[]),
	CONSTRAINT "reviews_report_count_check" CHECK ("reviews"."report_count" >= 0)
);
--> statement-breakpoint
DROP INDEX "professional_profiles_search_city_idx";--> statement-breakpoint
DROP INDEX "professional_profiles_search_specialty_idx";--> statement-breakpoint
DROP INDEX "professional_profiles_search_city_specialty_idx";--> statement-breakpoint
DROP INDEX "professional_profiles_search_rating_idx";--> statement-breakpoint
ALTER TABLE "professional_profiles" ADD COLUMN "rating_score" double precision GENERATED ALWAYS AS ((("num_reviews"::float8 * "average_rating"::float8 + 17.5::float8) / ("num_reviews"::float8 + 5::float8))) STORED;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_moderated_by_users_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_reviewer_key" ON "review_reports" USING btree ("review_id","reporter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_appointment_key" ON "reviews" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "reviews_provider_idx" ON "reviews" USING btree ("provider_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "reviews_patient_idx" ON "reviews" USING btree ("patient_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_hidden_idx" ON "reviews" USING btree ("hidden_at") WHERE "reviews"."status" = 'hidden';--> statement-breakpoint
CREATE INDEX "appointments_completed_idx" ON "appointments" USING btree ("completed_at") WHERE "appointments"."status" = 'Completed';--> statement-breakpoint
CREATE INDEX "professional_profiles_search_city_idx" ON "professional_profiles" USING btree ("role","approval_status","city","rating_score" DESC NULLS LAST,"num_reviews" DESC NULLS LAST,"user_id","average_rating","specialty","experience","subscription_tier","subscription_status","subscription_expires_at","search_text");--> statement-breakpoint
CREATE INDEX "professional_profiles_search_specialty_idx" ON "professional_profiles" USING btree ("role","approval_status","specialty","rating_score" DESC NULLS LAST,"num_reviews" DESC NULLS LAST,"user_id","average_rating","city","experience","subscription_tier","subscription_status","subscription_expires_at","search_text");--> statement-breakpoint
CREATE INDEX "professional_profiles_search_city_specialty_idx" ON "professional_profiles" USING btree ("role","approval_status","city","specialty","rating_score" DESC NULLS LAST,"num_reviews" DESC NULLS LAST,"user_id","average_rating","experience","subscription_tier","subscription_status","subscription_expires_at","search_text");--> statement-breakpoint
CREATE INDEX "professional_profiles_search_rating_idx" ON "professional_profiles" USING btree ("role","approval_status","rating_score" DESC NULLS LAST,"num_reviews" DESC NULLS LAST,"user_id","average_rating","experience","subscription_tier","subscription_status","subscription_expires_at","search_text");--> statement-breakpoint
-- The located search's covering GiST indexes (first created in 0009; drizzle cannot declare INCLUDE) carry the
-- search score too, so sorting by rating stays an index-only scan.
DROP INDEX "professional_profiles_office_geo_idx";--> statement-breakpoint
CREATE INDEX "professional_profiles_office_geo_idx" ON "professional_profiles" USING gist (ll_to_earth("latitude", "longitude")) INCLUDE ("latitude","longitude","approval_status","specialty","city","experience","rating_score","average_rating","num_reviews","subscription_tier","subscription_status","subscription_expires_at","user_id") WHERE "role" = 'doctor';--> statement-breakpoint
DROP INDEX "professional_profiles_centroid_geo_idx";--> statement-breakpoint
CREATE INDEX "professional_profiles_centroid_geo_idx" ON "professional_profiles" USING gist (ll_to_earth("service_area_centroid_lat", "service_area_centroid_lng")) INCLUDE ("service_area_centroid_lat","service_area_centroid_lng","approval_status","specialty","city","experience","rating_score","average_rating","num_reviews","subscription_tier","subscription_status","subscription_expires_at","user_id") WHERE "role" = 'doctor' AND "service_area_centroid_lat" IS NOT NULL AND "service_area_centroid_lng" IS NOT NULL;
