CREATE TABLE "profile_change_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"changes" jsonb NOT NULL,
	"rejection_reason" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_change_requests_status_check" CHECK ("profile_change_requests"."status" in ('pending','approved','rejected'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "storage_used_bytes" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "profile_change_requests" ADD CONSTRAINT "profile_change_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_change_requests" ADD CONSTRAINT "profile_change_requests_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "profile_change_requests_one_pending" ON "profile_change_requests" USING btree ("user_id") WHERE "profile_change_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "profile_change_requests_pending_idx" ON "profile_change_requests" USING btree ("created_at") WHERE "profile_change_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "profile_change_requests_user_idx" ON "profile_change_requests" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_storage_used_nonnegative" CHECK ("users"."storage_used_bytes" >= 0);--> statement-breakpoint
-- Files stored before the quota count against it from the start.
UPDATE "users" SET "storage_used_bytes" = "used"."bytes"
FROM (SELECT "owner_id", sum("size_bytes")::bigint AS "bytes" FROM "files" GROUP BY "owner_id") AS "used"
WHERE "used"."owner_id" = "users"."id";
