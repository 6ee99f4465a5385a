-- Decision 075: a keyword with a specialty or a city is answered by one bitmap of the listed doctors with that
-- value and the keyword's trigrams (btree_gin indexes the specialty and the city beside pg_trgm's trigrams). A
-- keyword alone scans either index's trigrams, so the trigram index over every profile goes.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "professional_profiles_search_text_idx";--> statement-breakpoint
CREATE INDEX "professional_profiles_keyword_specialty_idx" ON "professional_profiles" USING gin ("specialty","search_text" gin_trgm_ops) WHERE "professional_profiles"."role" = 'doctor' and "professional_profiles"."approval_status" = 'approved' and not "professional_profiles"."needs_availability" and "professional_profiles"."account_active";--> statement-breakpoint
CREATE INDEX "professional_profiles_keyword_city_idx" ON "professional_profiles" USING gin ("city","search_text" gin_trgm_ops) WHERE "professional_profiles"."role" = 'doctor' and "professional_profiles"."approval_status" = 'approved' and not "professional_profiles"."needs_availability" and "professional_profiles"."account_active";