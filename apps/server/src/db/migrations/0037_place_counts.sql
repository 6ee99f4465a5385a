-- Decision 079. How many listed doctors have their office in each cell of a 0.02° grid, for every specialty ('') and
-- per specialty, kept by the database so it always equals a count of the listing. A located search sums the cells
-- wholly inside its radius: a lower bound of its matches that decides "1,000+" without reading the index.
CREATE TABLE "directory_place_counts" (
	"specialty" text NOT NULL,
	"lat_cell" integer NOT NULL,
	"lng_cell" integer NOT NULL,
	"doctors" integer NOT NULL,
	CONSTRAINT "directory_place_counts_specialty_lat_cell_lng_cell_pk" PRIMARY KEY("specialty","lat_cell","lng_cell")
);
--> statement-breakpoint
-- The cell of a latitude or a longitude (the server's placeCell computes the same, in the same float8 arithmetic).
CREATE FUNCTION arogya_place_cell(degrees double precision) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN floor(degrees / 0.02::double precision)::integer;--> statement-breakpoint
-- Where a profile counts: its office's cell and its specialty, while it is a listed doctor (the listing indexes'
-- predicate, decisions 071–072) with an office; no row otherwise.
CREATE FUNCTION arogya_listed_place(p professional_profiles, OUT lat_cell integer, OUT lng_cell integer, OUT specialty text)
  RETURNS SETOF record LANGUAGE sql STABLE AS $$
  SELECT arogya_place_cell(p.latitude), arogya_place_cell(p.longitude), nullif(p.specialty, '')
  WHERE p.role = 'doctor' AND p.approval_status = 'approved' AND NOT p.needs_availability AND p.account_active
    AND p.latitude IS NOT NULL AND p.longitude IS NOT NULL
$$;--> statement-breakpoint
-- A change moves the doctor's count from where the old row counted to where the new one does, in one statement, the
-- rows taken in key order (so two changes at once lock them in the same order); nothing when nothing counted changed.
CREATE FUNCTION arogya_directory_place_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_lat integer;
  old_lng integer;
  old_specialty text;
  new_lat integer;
  new_lng integer;
  new_specialty text;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    SELECT l.lat_cell, l.lng_cell, l.specialty INTO old_lat, old_lng, old_specialty FROM arogya_listed_place(OLD) l;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT l.lat_cell, l.lng_cell, l.specialty INTO new_lat, new_lng, new_specialty FROM arogya_listed_place(NEW) l;
  END IF;
  INSERT INTO directory_place_counts AS c (specialty, lat_cell, lng_cell, doctors)
  SELECT change.specialty, change.lat_cell, change.lng_cell, sum(change.delta)::integer
  FROM (VALUES ('', old_lat, old_lng, -1), (old_specialty, old_lat, old_lng, -1),
               ('', new_lat, new_lng, 1), (new_specialty, new_lat, new_lng, 1))
    AS change (specialty, lat_cell, lng_cell, delta)
  WHERE change.specialty IS NOT NULL AND change.lat_cell IS NOT NULL
  GROUP BY change.specialty, change.lat_cell, change.lng_cell
  HAVING sum(change.delta) <> 0
  ORDER BY change.specialty, change.lat_cell, change.lng_cell
  ON CONFLICT (specialty, lat_cell, lng_cell) DO UPDATE SET doctors = c.doctors + EXCLUDED.doctors;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER professional_profiles_place_counts
  AFTER INSERT OR DELETE OR UPDATE OF role, approval_status, needs_availability, account_active, user_id, latitude, longitude, specialty
  ON "professional_profiles" FOR EACH ROW EXECUTE FUNCTION arogya_directory_place_counts();--> statement-breakpoint
INSERT INTO directory_place_counts (specialty, lat_cell, lng_cell, doctors)
SELECT s.specialty, l.lat_cell, l.lng_cell, count(*)::integer
FROM professional_profiles p
  CROSS JOIN LATERAL arogya_listed_place(p) l
  CROSS JOIN LATERAL (VALUES (''), (l.specialty)) AS s (specialty)
WHERE s.specialty IS NOT NULL
GROUP BY 1, 2, 3;
