CREATE TABLE "consent_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"action" text NOT NULL,
	"notice_version" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "consent_events_purpose_check" CHECK ("consent_events"."purpose" in ('account','record_sharing','care_circle','ai_summaries')),
	CONSTRAINT "consent_events_action_check" CHECK ("consent_events"."action" in ('granted','withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "erasure_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"scheduled_for" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "erasure_requests_status_check" CHECK ("erasure_requests"."status" in ('scheduled','cancelled','completed'))
);
--> statement-breakpoint
CREATE TABLE "privacy_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"size_bytes" bigint,
	"storage_key" text,
	CONSTRAINT "privacy_exports_status_check" CHECK ("privacy_exports"."status" in ('pending','ready','failed','expired'))
);
--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erasure_requests" ADD CONSTRAINT "erasure_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_exports" ADD CONSTRAINT "privacy_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_events_user_purpose_idx" ON "consent_events" USING btree ("user_id","purpose","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "erasure_requests_one_scheduled_key" ON "erasure_requests" USING btree ("user_id") WHERE "erasure_requests"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "erasure_requests_due_idx" ON "erasure_requests" USING btree ("scheduled_for") WHERE "erasure_requests"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "erasure_requests_user_idx" ON "erasure_requests" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE INDEX "privacy_exports_user_idx" ON "privacy_exports" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE INDEX "privacy_exports_expiry_idx" ON "privacy_exports" USING btree ("expires_at") WHERE "privacy_exports"."status" = 'ready';