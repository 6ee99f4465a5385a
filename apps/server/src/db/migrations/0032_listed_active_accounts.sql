DROP INDEX "users_inactive_idx";--> statement-breakpoint
DROP INDEX "professional_profiles_search_city_idx";--> statement-breakpoint
DROP INDEX "professional_profiles_search_specialty_idx";--> statement-breakpoint
DROP INDEX "professional_profiles_search_city_specialty_idx";--> statement-breakpoint
DROP INDEX "professional_profiles_search_rating_idx";--> statement-breakpoint
DROP INDEX "professional_profiles_search_experience_idx";--> statement-breakpoint
DROP INDEX "professional_profiles_search_reviews_idx";--> statement-breakpoint
ALTER TABLE "professional_profiles" ADD COLUMN "account_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- account_active is users.is_active, kept by the database (decision 072): set for the existing rows, copied
-- on every change of is_active, and taken from the account when a profile row is inserted.
UPDATE "professional_profiles" p SET "account_active" = false FROM "users" u WHERE u."id" = p."user_id" AND NOT u."is_active";--> statement-breakpoint
CREATE FUNCTION arogya_profile_account_active() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.account_active := coalesce((SELECT u.is_active FROM users u WHERE u.id = NEW.user_id), true);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER professional_profiles_account_active BEFORE INSERT OR UPDATE OF account_active, user_id ON "professional_profiles"
  FOR EACH ROW EXECUTE FUNCTION arogya_profile_account_active();--> statement-breakpoint
CREATE FUNCTION arogya_user_active_to_profile() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE professional_profiles SET account_active = NEW.is_active WHERE user_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_is_active_to_profile AFTER UPDATE OF is_active ON "users"
  FOR EACH ROW WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active) EXECUTE FUNCTION arogya_user_active_to_profile();--> statement-breakpoint
CREATE INDEX "professional_profiles_search_city_idx" ON "professional_profiles" USING btree ("role","city","rating_score" DESC NULLS LAST,"num_reviews" DESC NULLS LAST,"user_id","average_rating","specialty","experience","subscription_tier","subscription_status","subscription_expires_at","search_text") WHERE "professional_profiles"."approval_status" = 'approved' and not "professional_profiles"."needs_availability" and "professional_profiles"."account_active";--> statement-breakpoint
CREATE INDEX "professional_profiles_search_specialty_idx" ON "professional_profiles" USING btree ("role","specialty","rating_score" DESC NULLS LAST,"num_reviews" DESC NULLS LAST,"user_id","average_rating","city","experience","subscription_tier","subscription_status","subscription_expires_at","search_text") WHERE "professional_profiles"."approval_status" = 'approved' and not "professional_profiles"."needs_availability" and "professional_profiles"."account_active";--> statement-breakpoint
CREATE INDEX "professional_profiles_search_city_specialty_idx" ON "professional_profiles" USING btree ("role","city","specialty","rating_score" DESC NULLS LAST,"num_reviews" DESC NULLS LAST,"user_id","average_rating","experience","subscription_tier","subscription_status","subscription_expires_at","search_text") WHERE "professional_profiles"."approval_status" = 'approved' and not "professional_profiles"."needs_availability" and "professional_profiles"."account_active";--> statement-breakpoint
CREATE INDEX "professional_profiles_search_rating_idx" ON "professional_profiles" USING btree ("role","rating_score" DESC NULLS LAST,"num_reviews" DESC NULLS LAST,"user_id","average_rating","city","specialty","experience","subscription_tier","subscription_status","subscription_expires_at","search_text") WHERE "professional_profiles"."approval_status" = 'approved' and not "professional_profiles"."needs_availability" and "professional_profiles"."account_active";--> statement-breakpoint
CREATE INDEX "professional_profiles_search_experience_idx" ON "professional_profiles" USING btree ("role","experience" DESC NULLS LAST,"rating_score" DESC NULLS LAST,"num_reviews" DESC NULLS LAST,"user_id","average_rating","city","specialty","subscription_tier","subscription_status","subscription_expires_at","search_text") WHERE "professional_profiles"."approval_status" = 'approved' and not "professional_profiles"."needs_availability" and "professional_profiles"."account_active";--> statement-breakpoint
CREATE INDEX "professional_profiles_search_reviews_idx" ON "professional_profiles" USING btree ("role","num_reviews" DESC NULLS LAST,"rating_score" DESC NULLS LAST,"user_id","average_rating","city","specialty","experience","subscription_tier","subscription_status","subscription_expires_at","search_text") WHERE "professional_profiles"."approval_status" = 'approved' and not "professional_profiles"."needs_availability" and "professional_profiles"."account_active";--> statement-breakpoint
-- The located search's covering GiST indexes hold the same rows as the listing indexes above.
DROP INDEX "professional_profiles_office_geo_idx";--> statement-breakpoint
CREATE INDEX "professional_profiles_office_geo_idx" ON "professional_profiles" USING gist (ll_to_earth("latitude", "longitude")) INCLUDE ("latitude","longitude","specialty","city","experience","rating_score","average_rating","num_reviews","subscription_tier","subscription_status","subscription_expires_at","user_id","search_text") WHERE "role" = 'doctor' AND "approval_status" = 'approved' AND NOT "needs_availability" AND "account_active";--> statement-breakpoint
DROP INDEX "professional_profiles_centroid_geo_idx";--> statement-breakpoint
CREATE INDEX "professional_profiles_centroid_geo_idx" ON "professional_profiles" USING gist (ll_to_earth("service_area_centroid_lat", "service_area_centroid_lng")) INCLUDE ("service_area_centroid_lat","service_area_centroid_lng","specialty","city","experience","rating_score","average_rating","num_reviews","subscription_tier","subscription_status","subscription_expires_at","user_id","search_text") WHERE "role" = 'doctor' AND "approval_status" = 'approved' AND NOT "needs_availability" AND "account_active" AND "service_area_centroid_lat" IS NOT NULL AND "service_area_centroid_lng" IS NOT NULL;
