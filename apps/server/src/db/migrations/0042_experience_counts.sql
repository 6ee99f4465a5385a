-- Decision 093. How many listed doctors have each number of years of experience, per city and specialty, '' standing
-- for "any": an experience range's matches are a sum, exact, read before the page.
CREATE TABLE "directory_experience_counts" (
	"city" text NOT NULL,
	"specialty" text NOT NULL,
	"experience" integer NOT NULL,
	"doctors" integer NOT NULL,
	CONSTRAINT "directory_experience_counts_city_specialty_experience_pk" PRIMARY KEY("city","specialty","experience")
);
--> statement-breakpoint
-- The keys a profile counts under while it is a listed doctor with its experience known (the listing indexes'
-- predicate, decisions 071–072): any city and any specialty, its city, its specialty, both.
CREATE FUNCTION arogya_listed_experience(p professional_profiles, OUT city text, OUT specialty text, OUT experience integer)
  RETURNS SETOF record LANGUAGE sql STABLE AS $$
  SELECT c.city, s.specialty, p.experience
  FROM (VALUES (''), (nullif(p.city, ''))) AS c (city)
    CROSS JOIN (VALUES (''), (nullif(p.specialty, ''))) AS s (specialty)
  WHERE p.role = 'doctor' AND p.approval_status = 'approved' AND NOT p.needs_availability AND p.account_active
    AND p.experience IS NOT NULL AND c.city IS NOT NULL AND s.specialty IS NOT NULL
$$;--> statement-breakpoint
-- A change or removal moves the doctor from where the old row counted to where the new one does, in one statement, the
-- rows taken in key order (so two changes at once lock them in the same order); nothing when nothing counted changed.
CREATE FUNCTION arogya_directory_experience_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO directory_experience_counts AS c (city, specialty, experience, doctors)
  SELECT change.city, change.specialty, change.experience, sum(change.delta)::integer
  FROM (
    SELECT o.city, o.specialty, o.experience, -1 AS delta FROM arogya_listed_experience(OLD) o
    UNION ALL
    SELECT n.city, n.specialty, n.experience, 1 FROM arogya_listed_experience(NEW) n WHERE TG_OP <> 'DELETE'
  ) AS change
  GROUP BY change.city, change.specialty, change.experience
  HAVING sum(change.delta) <> 0
  ORDER BY change.city, change.specialty, change.experience
  ON CONFLICT (city, specialty, experience) DO UPDATE SET doctors = c.doctors + EXCLUDED.doctors;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER professional_profiles_experience_counts
  AFTER DELETE OR UPDATE OF role, approval_status, needs_availability, account_active, user_id, city, specialty, experience
  ON "professional_profiles" FOR EACH ROW EXECUTE FUNCTION arogya_directory_experience_counts();--> statement-breakpoint
-- An INSERT of many profiles adds each key's doctors once (as decision 079's counts do since migration 0039).
CREATE FUNCTION arogya_directory_experience_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO directory_experience_counts AS c (city, specialty, experience, doctors)
  SELECT l.city, l.specialty, l.experience, count(*)::integer
  FROM inserted p CROSS JOIN LATERAL arogya_listed_experience(p) l
  GROUP BY l.city, l.specialty, l.experience
  ORDER BY l.city, l.specialty, l.experience
  ON CONFLICT (city, specialty, experience) DO UPDATE SET doctors = c.doctors + EXCLUDED.doctors;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER professional_profiles_experience_counts_inserted
  AFTER INSERT ON "professional_profiles" REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION arogya_directory_experience_counts_inserted();--> statement-breakpoint
INSERT INTO directory_experience_counts (city, specialty, experience, doctors)
SELECT l.city, l.specialty, l.experience, count(*)::integer
FROM professional_profiles p CROSS JOIN LATERAL arogya_listed_experience(p) l
GROUP BY 1, 2, 3;
