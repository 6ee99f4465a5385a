CREATE TABLE "availability_exceptions" (
	"professional_id" uuid NOT NULL,
	"date" date NOT NULL,
	"available" boolean NOT NULL,
	"start_minutes" smallint,
	"end_minutes" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_exceptions_professional_id_date_pk" PRIMARY KEY("professional_id","date"),
	CONSTRAINT "availability_exceptions_hours_check" CHECK (("availability_exceptions"."start_minutes" is null and "availability_exceptions"."end_minutes" is null) or ("availability_exceptions"."available" and "availability_exceptions"."start_minutes" >= 0 and "availability_exceptions"."start_minutes" < "availability_exceptions"."end_minutes" and "availability_exceptions"."end_minutes" <= 1440))
);
--> statement-breakpoint
CREATE TABLE "availability_weekly_hours" (
	"professional_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minutes" smallint NOT NULL,
	"end_minutes" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_weekly_hours_professional_id_weekday_pk" PRIMARY KEY("professional_id","weekday"),
	CONSTRAINT "availability_weekly_hours_weekday_check" CHECK ("availability_weekly_hours"."weekday" between 0 and 6),
	CONSTRAINT "availability_weekly_hours_range_check" CHECK ("availability_weekly_hours"."start_minutes" >= 0 and "availability_weekly_hours"."start_minutes" < "availability_weekly_hours"."end_minutes" and "availability_weekly_hours"."end_minutes" <= 1440)
);
--> statement-breakpoint
ALTER TABLE "professional_profiles" ADD COLUMN "needs_availability" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "availability_exceptions" ADD CONSTRAINT "availability_exceptions_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_weekly_hours" ADD CONSTRAINT "availability_weekly_hours_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;