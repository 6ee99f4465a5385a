CREATE TABLE "care_circle_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"member_user_id" uuid,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"share_appointments" boolean DEFAULT false NOT NULL,
	"share_adherence" boolean DEFAULT false NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "care_circle_members_role_check" CHECK ("care_circle_members"."role" in ('Family','Doctor','Nurse')),
	CONSTRAINT "care_circle_members_status_check" CHECK ("care_circle_members"."status" in ('Active','Pending')),
	CONSTRAINT "care_circle_members_active_has_user_check" CHECK ("care_circle_members"."status" <> 'Active' or "care_circle_members"."member_user_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "video_call_participants" (
	"call_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_call_participants_call_id_user_id_pk" PRIMARY KEY("call_id","user_id"),
	CONSTRAINT "video_call_participants_role_check" CHECK ("video_call_participants"."role" in ('Doctor','Nurse','Patient','Family'))
);
--> statement-breakpoint
CREATE TABLE "video_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"patient_id" uuid NOT NULL,
	"professional_id" uuid NOT NULL,
	"appointment_id" uuid,
	"status" text DEFAULT 'active' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_by" uuid,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "video_calls_kind_check" CHECK ("video_calls"."kind" in ('consultation','family-bridge')),
	CONSTRAINT "video_calls_status_check" CHECK ("video_calls"."status" in ('active','ended')),
	CONSTRAINT "video_calls_duration_check" CHECK ("video_calls"."duration_seconds" >= 0)
);
--> statement-breakpoint
ALTER TABLE "care_circle_members" ADD CONSTRAINT "care_circle_members_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_circle_members" ADD CONSTRAINT "care_circle_members_member_user_id_users_id_fk" FOREIGN KEY ("member_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_call_participants" ADD CONSTRAINT "video_call_participants_call_id_video_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."video_calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_call_participants" ADD CONSTRAINT "video_call_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_calls" ADD CONSTRAINT "video_calls_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_calls" ADD CONSTRAINT "video_calls_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_calls" ADD CONSTRAINT "video_calls_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_calls" ADD CONSTRAINT "video_calls_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "care_circle_members_patient_email_key" ON "care_circle_members" USING btree ("patient_id","email");--> statement-breakpoint
CREATE INDEX "care_circle_members_member_idx" ON "care_circle_members" USING btree ("member_user_id");--> statement-breakpoint
CREATE INDEX "care_circle_members_email_idx" ON "care_circle_members" USING btree ("email");--> statement-breakpoint
CREATE INDEX "video_call_participants_user_idx" ON "video_call_participants" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "video_calls_one_active_per_patient_key" ON "video_calls" USING btree ("patient_id") WHERE "video_calls"."status" = 'active';--> statement-breakpoint
CREATE INDEX "video_calls_patient_idx" ON "video_calls" USING btree ("patient_id","started_at","id");--> statement-breakpoint
CREATE INDEX "video_calls_professional_idx" ON "video_calls" USING btree ("professional_id","started_at","id");