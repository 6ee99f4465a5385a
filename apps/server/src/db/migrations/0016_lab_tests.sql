CREATE TABLE "lab_tests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"technician_id" uuid NOT NULL,
	"test_name" text NOT NULL,
	"collection_date" date NOT NULL,
	"collection_time" text NOT NULL,
	"patient_address" text NOT NULL,
	"city" text NOT NULL,
	"fee_paise" bigint NOT NULL,
	"status" text DEFAULT 'Scheduled' NOT NULL,
	"paid_at_collection" boolean DEFAULT false NOT NULL,
	"report_file_id" uuid,
	"cancellation_reason" text,
	"cancelled_by" uuid,
	"collected_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"reminder_job_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_tests_status_check" CHECK ("lab_tests"."status" in ('Scheduled','Sample Collected','Completed','Cancelled')),
	CONSTRAINT "lab_tests_slot_check" CHECK ("lab_tests"."collection_time" in ('08:00 AM - 10:00 AM','10:00 AM - 12:00 PM','12:00 PM - 02:00 PM','02:00 PM - 04:00 PM')),
	CONSTRAINT "lab_tests_fee_check" CHECK ("lab_tests"."fee_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "technician_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"working_days" text[] DEFAULT '{Mon,Tue,Wed,Thu,Fri,Sat}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "technician_settings_days_check" CHECK ("technician_settings"."working_days" <@ array['Mon','Tue','Wed','Thu','Fri','Sat','Sun']::text[] and cardinality("technician_settings"."working_days") > 0)
);
--> statement-breakpoint
ALTER TABLE "lab_tests" ADD CONSTRAINT "lab_tests_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_tests" ADD CONSTRAINT "lab_tests_technician_id_users_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_tests" ADD CONSTRAINT "lab_tests_report_file_id_files_id_fk" FOREIGN KEY ("report_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technician_settings" ADD CONSTRAINT "technician_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lab_tests_patient_idx" ON "lab_tests" USING btree ("patient_id","created_at","id");--> statement-breakpoint
CREATE INDEX "lab_tests_technician_slot_idx" ON "lab_tests" USING btree ("technician_id","collection_date","collection_time");