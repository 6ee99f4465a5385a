CREATE TABLE "discharge_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"patient_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"hospital_name" text NOT NULL,
	"discharge_date" date NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"handled_by" uuid,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discharge_requests_status_check" CHECK ("discharge_requests"."status" in ('new','handled'))
);
--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "discharge_requests" ADD CONSTRAINT "discharge_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discharge_requests" ADD CONSTRAINT "discharge_requests_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discharge_requests_status_idx" ON "discharge_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "discharge_requests_user_idx" ON "discharge_requests" USING btree ("user_id","created_at");