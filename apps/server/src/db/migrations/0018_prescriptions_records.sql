CREATE TABLE "dose_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"prescription_id" uuid NOT NULL,
	"medicine_index" integer NOT NULL,
	"scheduled_date" date NOT NULL,
	"slot" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	CONSTRAINT "dose_logs_slot_check" CHECK ("dose_logs"."slot" in ('morning','afternoon','night','extra')),
	CONSTRAINT "dose_logs_source_check" CHECK ("dose_logs"."source" in ('take','log'))
);
--> statement-breakpoint
CREATE TABLE "dose_times" (
	"patient_id" uuid PRIMARY KEY NOT NULL,
	"morning" text NOT NULL,
	"afternoon" text NOT NULL,
	"night" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prescription_medicines" (
	"prescription_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"strength" text,
	"dosage" text NOT NULL,
	"frequency" text NOT NULL,
	"duration" text NOT NULL,
	"duration_days" integer NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"pill_count" integer,
	"smart_stock" boolean DEFAULT false NOT NULL,
	"low_stock_notified_at" timestamp with time zone,
	CONSTRAINT "prescription_medicines_prescription_id_position_pk" PRIMARY KEY("prescription_id","position"),
	CONSTRAINT "prescription_medicines_pill_count_check" CHECK ("prescription_medicines"."pill_count" is null or "prescription_medicines"."pill_count" >= 0),
	CONSTRAINT "prescription_medicines_duration_check" CHECK ("prescription_medicines"."duration_days" > 0)
);
--> statement-breakpoint
CREATE TABLE "prescriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"doctor_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"issued_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"diagnosis" text NOT NULL,
	"advice" text,
	"doctor_name" text NOT NULL,
	"doctor_specialty" text,
	"doctor_qualifications" text[] DEFAULT '{}'::text[] NOT NULL,
	"doctor_registration_number" text,
	"doctor_contact" text,
	"patient_name" text NOT NULL,
	"patient_age" integer,
	"patient_sex" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prescriptions_course_check" CHECK ("prescriptions"."ends_on" >= "prescriptions"."issued_on")
);
--> statement-breakpoint
CREATE TABLE "health_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"source" text NOT NULL,
	"storage_key" text,
	"prescription_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "health_records_source_check" CHECK ("health_records"."source" in ('upload','prescription','lab-report')),
	CONSTRAINT "health_records_size_check" CHECK ("health_records"."size_bytes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "record_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"record_id" uuid NOT NULL,
	"professional_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dose_logs" ADD CONSTRAINT "dose_logs_prescription_id_prescriptions_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."prescriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dose_times" ADD CONSTRAINT "dose_times_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_medicines" ADD CONSTRAINT "prescription_medicines_prescription_id_prescriptions_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."prescriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_records" ADD CONSTRAINT "health_records_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_records" ADD CONSTRAINT "health_records_prescription_id_prescriptions_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."prescriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_shares" ADD CONSTRAINT "record_shares_record_id_health_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."health_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_shares" ADD CONSTRAINT "record_shares_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dose_logs_dose_key" ON "dose_logs" USING btree ("prescription_id","medicine_index","scheduled_date","slot") WHERE "dose_logs"."slot" <> 'extra';--> statement-breakpoint
CREATE INDEX "dose_logs_day_idx" ON "dose_logs" USING btree ("prescription_id","scheduled_date");--> statement-breakpoint
CREATE INDEX "prescriptions_patient_idx" ON "prescriptions" USING btree ("patient_id","created_at","id");--> statement-breakpoint
CREATE INDEX "prescriptions_doctor_idx" ON "prescriptions" USING btree ("doctor_id","created_at","id");--> statement-breakpoint
CREATE INDEX "prescriptions_ends_idx" ON "prescriptions" USING btree ("ends_on");--> statement-breakpoint
CREATE INDEX "health_records_owner_idx" ON "health_records" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "health_records_prescription_key" ON "health_records" USING btree ("prescription_id") WHERE "health_records"."prescription_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "record_shares_record_professional_key" ON "record_shares" USING btree ("record_id","professional_id");--> statement-breakpoint
CREATE INDEX "record_shares_professional_idx" ON "record_shares" USING btree ("professional_id","created_at");