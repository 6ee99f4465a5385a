-- Decision 081. How many listed doctors have each term (specialty, each qualification, each verified skill, lower-cased as
-- in search_text) per city and specialty, kept by the database so it always equals a count of the listing. A keyword
-- search reads the terms containing the keyword: one held by more than the cap decides "1,000+"; none decides "nobody"
-- for a keyword without a space (such a keyword found in search_text lies inside one term).
CREATE TABLE "directory_keyword_counts" (
	"term" text NOT NULL,
	"city" text NOT NULL,
	"specialty" text NOT NULL,
	"doctors" integer NOT NULL,
	CONSTRAINT "directory_keyword_counts_term_city_specialty_pk" PRIMARY KEY("term","city","specialty")
);
--> statement-breakpoint
CREATE INDEX "directory_keyword_counts_term_idx" ON "directory_keyword_counts" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
-- The terms a profile counts under, with its city and specialty, while it is a listed doctor (the listing indexes'
-- predicate, decisions 071–072): each distinct once, exactly the pieces arogya_search_text joins with spaces.
CREATE FUNCTION arogya_listed_terms(p professional_profiles, OUT term text, OUT city text, OUT specialty text)
  RETURNS SETOF record LANGUAGE sql STABLE AS $$
  SELECT DISTINCT lower(t.term), coalesce(p.city, ''), coalesce(p.specialty, '')
  FROM unnest(array[p.specialty] || coalesce(p.qualifications, '{}') || coalesce(p.verified_skills, '{}')) AS t (term)
  WHERE p.role = 'doctor' AND p.approval_status = 'approved' AND NOT p.needs_availability AND p.account_active
    AND t.term IS NOT NULL AND t.term <> ''
$$;--> statement-breakpoint
-- A change moves the doctor's terms from where the old row counted to where the new one does, in one statement, the
-- rows taken in key order (so two changes at once lock them in the same order); nothing when nothing counted changed.
CREATE FUNCTION arogya_directory_keyword_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO directory_keyword_counts AS c (term, city, specialty, doctors)
  SELECT change.term, change.city, change.specialty, sum(change.delta)::integer
  FROM (
    SELECT o.term, o.city, o.specialty, -1 AS delta FROM arogya_listed_terms(OLD) o WHERE TG_OP <> 'INSERT'
    UNION ALL
    SELECT n.term, n.city, n.specialty, 1 FROM arogya_listed_terms(NEW) n WHERE TG_OP <> 'DELETE'
  ) AS change
  GROUP BY change.term, change.city, change.specialty
  HAVING sum(change.delta) <> 0
  ORDER BY change.term, change.city, change.specialty
  ON CONFLICT (term, city, specialty) DO UPDATE SET doctors = c.doctors + EXCLUDED.doctors;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER professional_profiles_keyword_counts
  AFTER INSERT OR DELETE OR UPDATE OF role, approval_status, needs_availability, account_active, user_id, city, specialty, qualifications, verified_skills
  ON "professional_profiles" FOR EACH ROW EXECUTE FUNCTION arogya_directory_keyword_counts();--> statement-breakpoint
INSERT INTO directory_keyword_counts (term, city, specialty, doctors)
SELECT l.term, l.city, l.specialty, count(*)::integer
FROM professional_profiles p CROSS JOIN LATERAL arogya_listed_terms(p) l
GROUP BY 1, 2, 3;
