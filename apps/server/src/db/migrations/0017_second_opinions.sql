CREATE TABLE "second_opinion_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"uploader_id" uuid NOT NULL,
	"category" text NOT NULL,
	"original_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "second_opinion_files_category_check" CHECK ("second_opinion_files"."category" in ('medical-report','report'))
);
--> statement-breakpoint
CREATE TABLE "second_opinion_reports" (
	"request_id" uuid PRIMARY KEY NOT NULL,
	"specialist_id" uuid NOT NULL,
	"diagnosis" text NOT NULL,
	"recommendations" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "second_opinion_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"medical_history" text DEFAULT '' NOT NULL,
	"current_diagnosis" text DEFAULT '' NOT NULL,
	"urgency_level" text NOT NULL,
	"specialty" text NOT NULL,
	"response_type" text NOT NULL,
	"price_rupees" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_status" text DEFAULT 'unpaid' NOT NULL,
	"payment_id" uuid,
	"paid_at" timestamp with time zone,
	"deadline" timestamp with time zone,
	"overdue_at" timestamp with time zone,
	"specialist_id" uuid,
	"excluded_specialist_id" uuid,
	"assigned_at" timestamp with time zone,
	"review_started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "second_opinion_requests_status_check" CHECK ("second_opinion_requests"."status" in ('pending','assigned','in-review','completed','cancelled')),
	CONSTRAINT "second_opinion_requests_urgency_check" CHECK ("second_opinion_requests"."urgency_level" in ('routine','urgent','critical')),
	CONSTRAINT "second_opinion_requests_response_type_check" CHECK ("second_opinion_requests"."response_type" in ('written','video','both')),
	CONSTRAINT "second_opinion_requests_payment_status_check" CHECK ("second_opinion_requests"."payment_status" in ('paid','unpaid')),
	CONSTRAINT "second_opinion_requests_price_positive" CHECK ("second_opinion_requests"."price_rupees" > 0),
	CONSTRAINT "second_opinion_requests_specialist_when_assigned" CHECK ("second_opinion_requests"."status" not in ('assigned','in-review','completed') or "second_opinion_requests"."specialist_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "second_opinion_specialties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" uuid NOT NULL,
	"specialty" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "second_opinion_specialties_status_check" CHECK ("second_opinion_specialties"."status" in ('pending','approved','rejected'))
);
--> statement-breakpoint
ALTER TABLE "second_opinion_files" ADD CONSTRAINT "second_opinion_files_request_id_second_opinion_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."second_opinion_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_opinion_files" ADD CONSTRAINT "second_opinion_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_opinion_files" ADD CONSTRAINT "second_opinion_files_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_opinion_reports" ADD CONSTRAINT "second_opinion_reports_request_id_second_opinion_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."second_opinion_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_opinion_reports" ADD CONSTRAINT "second_opinion_reports_specialist_id_users_id_fk" FOREIGN KEY ("specialist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_opinion_requests" ADD CONSTRAINT "second_opinion_requests_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_opinion_requests" ADD CONSTRAINT "second_opinion_requests_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_opinion_requests" ADD CONSTRAINT "second_opinion_requests_specialist_id_users_id_fk" FOREIGN KEY ("specialist_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_opinion_requests" ADD CONSTRAINT "second_opinion_requests_excluded_specialist_id_users_id_fk" FOREIGN KEY ("excluded_specialist_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_opinion_specialties" ADD CONSTRAINT "second_opinion_specialties_doctor_id_users_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_opinion_specialties" ADD CONSTRAINT "second_opinion_specialties_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "second_opinion_files_file_key" ON "second_opinion_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "second_opinion_files_request_idx" ON "second_opinion_files" USING btree ("request_id","created_at","id");--> statement-breakpoint
CREATE INDEX "second_opinion_requests_patient_idx" ON "second_opinion_requests" USING btree ("patient_id","created_at","id");--> statement-breakpoint
CREATE INDEX "second_opinion_requests_specialist_idx" ON "second_opinion_requests" USING btree ("specialist_id","created_at","id");--> statement-breakpoint
CREATE INDEX "second_opinion_requests_available_idx" ON "second_opinion_requests" USING btree ("specialty","created_at","id") WHERE "second_opinion_requests"."status" = 'pending' and "second_opinion_requests"."payment_status" = 'paid';--> statement-breakpoint
CREATE INDEX "second_opinion_requests_deadline_idx" ON "second_opinion_requests" USING btree ("deadline") WHERE "second_opinion_requests"."status" in ('pending','assigned','in-review') and "second_opinion_requests"."payment_status" = 'paid';--> statement-breakpoint
CREATE UNIQUE INDEX "second_opinion_specialties_doctor_specialty_key" ON "second_opinion_specialties" USING btree ("doctor_id","specialty");--> statement-breakpoint
CREATE INDEX "second_opinion_specialties_specialty_idx" ON "second_opinion_specialties" USING btree ("specialty","status");