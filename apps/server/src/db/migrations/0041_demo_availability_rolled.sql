-- Decision 092. How far the demo seed has rolled each demo professional's marked days: a start adds only the days
-- after it, so a day the professional removed stays removed.
CREATE TABLE "demo_availability_rolled" (
	"professional_id" uuid PRIMARY KEY NOT NULL,
	"through" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "demo_availability_rolled" ADD CONSTRAINT "demo_availability_rolled_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;