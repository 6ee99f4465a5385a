-- The directory's count tables (decisions 079, 081) take an INSERT of many profiles in one step: a statement-level
-- trigger over the inserted rows adds each key's doctors once, where a row-level trigger upserted the same count rows
-- once per profile (the demo seed, the benchmark's generator, any import). Updates and deletes stay row by row.
DROP TRIGGER professional_profiles_place_counts ON professional_profiles;--> statement-breakpoint
CREATE TRIGGER professional_profiles_place_counts
  AFTER DELETE OR UPDATE OF role, approval_status, needs_availability, account_active, user_id, latitude, longitude, specialty
  ON "professional_profiles" FOR EACH ROW EXECUTE FUNCTION arogya_directory_place_counts();--> statement-breakpoint
CREATE FUNCTION arogya_directory_place_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO directory_place_counts AS c (specialty, lat_cell, lng_cell, doctors)
  SELECT s.specialty, l.lat_cell, l.lng_cell, count(*)::integer
  FROM inserted p
    CROSS JOIN LATERAL arogya_listed_place(p) l
    CROSS JOIN LATERAL (VALUES (''), (l.specialty)) AS s (specialty)
  WHERE s.specialty IS NOT NULL
  GROUP BY s.specialty, l.lat_cell, l.lng_cell
  ORDER BY s.specialty, l.lat_cell, l.lng_cell
  ON CONFLICT (specialty, lat_cell, lng_cell) DO UPDATE SET doctors = c.doctors + EXCLUDED.doctors;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER professional_profiles_place_counts_inserted
  AFTER INSERT ON "professional_profiles" REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION arogya_directory_place_counts_inserted();--> statement-breakpoint
DROP TRIGGER professional_profiles_keyword_counts ON professional_profiles;--> statement-breakpoint
CREATE TRIGGER professional_profiles_keyword_counts
  AFTER DELETE OR UPDATE OF role, approval_status, needs_availability, account_active, user_id, city, specialty, qualifications, verified_skills
  ON "professional_profiles" FOR EACH ROW EXECUTE FUNCTION arogya_directory_keyword_counts();--> statement-breakpoint
CREATE FUNCTION arogya_directory_keyword_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO directory_keyword_counts AS c (term, city, specialty, doctors)
  SELECT l.term, l.city, l.specialty, count(*)::integer
  FROM inserted p CROSS JOIN LATERAL arogya_listed_terms(p) l
  GROUP BY l.term, l.city, l.specialty
  ORDER BY l.term, l.city, l.specialty
  ON CONFLICT (term, city, specialty) DO UPDATE SET doctors = c.doctors + EXCLUDED.doctors;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER professional_profiles_keyword_counts_inserted
  AFTER INSERT ON "professional_profiles" REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION arogya_directory_keyword_counts_inserted();
