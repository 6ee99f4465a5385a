-- Directory search (modules/directory). The search columns of professional_profiles are generated columns, so
-- every writer fills them. Their functions are IMMUTABLE (a generated column requires it): array_to_string is only
-- STABLE in the catalogue because of arbitrary element types, but for text[] its result never changes. SQL-standard
-- bodies are bound at creation, so they also work under the restricted search_path of maintenance commands.
CREATE OR REPLACE FUNCTION arogya_search_text(specialty text, qualifications text[], skills text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN lower(coalesce(specialty, '') || ' ' || coalesce(array_to_string(qualifications, ' '), '') || ' ' || coalesce(array_to_string(skills, ' '), ''));--> statement-breakpoint
-- The min or max of one axis (0 = lng, 1 = lat) over the outer ring of a GeoJSON Polygon; null without one.
CREATE OR REPLACE FUNCTION arogya_ring_bound(area jsonb, axis integer, want_max boolean) RETURNS double precision
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN (
    SELECT CASE WHEN want_max THEN max((pt ->> axis)::double precision) ELSE min((pt ->> axis)::double precision) END
    FROM jsonb_array_elements(CASE WHEN jsonb_typeof(area -> 'coordinates' -> 0) = 'array' THEN area -> 'coordinates' -> 0 ELSE '[]'::jsonb END) AS pt
  );--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"professional_id" uuid NOT NULL,
	"professional_role" text NOT NULL,
	"appointment_date" date NOT NULL,
	"appointment_time" text NOT NULL,
	"booking_type" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"symptoms" text,
	"previous_meds" text,
	"fee_paise" bigint NOT NULL,
	"payment_method" text NOT NULL,
	"payment_status" text NOT NULL,
	"doctor_notes" text,
	"voice_note_url" text,
	"relay_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_professional_role_check" CHECK ("appointments"."professional_role" in ('doctor','nurse')),
	CONSTRAINT "appointments_slot_check" CHECK (("appointments"."professional_role" = 'doctor' and "appointments"."appointment_time" in ('11:00 AM','11:30 AM','12:00 PM','12:30 PM','01:00 PM','01:30 PM','02:00 PM')) or ("appointments"."professional_role" = 'nurse' and "appointments"."appointment_time" in ('09:00 AM','12:00 PM','03:00 PM','06:00 PM'))),
	CONSTRAINT "appointments_booking_type_check" CHECK ("appointments"."booking_type" in ('In-Home Visit','Video Consultation','Nurse Assignment')),
	CONSTRAINT "appointments_status_check" CHECK ("appointments"."status" in ('Pending','Confirmed','Completed','Cancelled')),
	CONSTRAINT "appointments_payment_method_check" CHECK ("appointments"."payment_method" in ('careFund','external')),
	CONSTRAINT "appointments_payment_status_check" CHECK ("appointments"."payment_status" in ('paid','due','refunded')),
	CONSTRAINT "appointments_fee_nonnegative" CHECK ("appointments"."fee_paise" >= 0)
);
--> statement-breakpoint
DROP INDEX "professional_profiles_listing_idx";--> statement-breakpoint
-- One ALTER: the table is rewritten once to compute the generated columns of existing rows.
ALTER TABLE "professional_profiles"
  ADD COLUMN "search_text" text GENERATED ALWAYS AS (arogya_search_text("specialty", "qualifications", "verified_skills")) STORED,
  ADD COLUMN "service_area_min_lat" double precision GENERATED ALWAYS AS (arogya_ring_bound("service_area", 1, false)) STORED,
  ADD COLUMN "service_area_max_lat" double precision GENERATED ALWAYS AS (arogya_ring_bound("service_area", 1, true)) STORED,
  ADD COLUMN "service_area_min_lng" double precision GENERATED ALWAYS AS (arogya_ring_bound("service_area", 0, false)) STORED,
  ADD COLUMN "service_area_max_lng" double precision GENERATED ALWAYS AS (arogya_ring_bound("service_area", 0, true)) STORED;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_professional_slot_key" ON "appointments" USING btree ("professional_id","appointment_date","appointment_time") WHERE "appointments"."status" <> 'Cancelled';--> statement-breakpoint
CREATE INDEX "appointments_patient_date_idx" ON "appointments" USING btree ("patient_id","appointment_date");--> statement-breakpoint
CREATE INDEX "appointments_professional_date_idx" ON "appointments" USING btree ("professional_id","appointment_date");--> statement-breakpoint
CREATE INDEX "professional_profiles_search_city_idx" ON "professional_profiles" USING btree ("role","approval_status","city","specialty","average_rating" DESC NULLS LAST,"num_reviews" DESC NULLS LAST,"experience","subscription_tier","subscription_status","subscription_expires_at","user_id");--> statement-breakpoint
CREATE INDEX "professional_profiles_search_specialty_idx" ON "professional_profiles" USING btree ("role","approval_status","specialty","city","average_rating" DESC NULLS LAST,"num_reviews" DESC NULLS LAST,"experience","subscription_tier","subscription_status","subscription_expires_at","user_id");--> statement-breakpoint
CREATE INDEX "professional_profiles_search_rating_idx" ON "professional_profiles" USING btree ("role","approval_status","average_rating" DESC NULLS LAST,"num_reviews" DESC NULLS LAST,"experience","subscription_tier","subscription_status","subscription_expires_at","user_id");--> statement-breakpoint
CREATE INDEX "professional_profiles_search_text_idx" ON "professional_profiles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_inactive_idx" ON "users" USING btree ("id") WHERE not "users"."is_active";--> statement-breakpoint
-- Radius search: GiST indexes on ll_to_earth of the office and of the service-area centre (doctors only; nurses are
-- not searched by place). Their INCLUDE columns carry everything a located search filters, counts and sorts by, so
-- the thousands of doctors within 10 km of a city centre are read index-only, without visiting the table. Declared
-- here because drizzle cannot declare INCLUDE (see db/schema/users.ts).
CREATE INDEX "professional_profiles_office_geo_idx" ON "professional_profiles" USING gist (ll_to_earth("latitude", "longitude")) INCLUDE ("latitude","longitude","approval_status","specialty","city","experience","average_rating","num_reviews","subscription_tier","subscription_status","subscription_expires_at","user_id") WHERE "role" = 'doctor';--> statement-breakpoint
CREATE INDEX "professional_profiles_centroid_geo_idx" ON "professional_profiles" USING gist (ll_to_earth("service_area_centroid_lat", "service_area_centroid_lng")) INCLUDE ("service_area_centroid_lat","service_area_centroid_lng","approval_status","specialty","city","experience","average_rating","num_reviews","subscription_tier","subscription_status","subscription_expires_at","user_id") WHERE "role" = 'doctor' AND "service_area_centroid_lat" IS NOT NULL AND "service_area_centroid_lng" IS NOT NULL;--> statement-breakpoint
-- "Does the service area contain the point": the bounding boxes as cubes; the exact polygon test runs on the few rows
-- whose box contains the point.
CREATE INDEX "professional_profiles_area_bbox_idx" ON "professional_profiles" USING gist (cube(ARRAY["service_area_min_lat","service_area_min_lng"], ARRAY["service_area_max_lat","service_area_max_lng"])) WHERE "role" = 'doctor' AND "service_area_min_lat" IS NOT NULL;
