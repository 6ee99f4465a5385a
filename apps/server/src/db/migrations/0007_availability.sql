CREATE TABLE "availability" (
	"professional_id" uuid NOT NULL,
	"date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_professional_id_date_pk" PRIMARY KEY("professional_id","date")
);
--> statement-breakpoint
ALTER TABLE "availability" ADD CONSTRAINT "availability_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "availability_date_idx" ON "availability" USING btree ("date");