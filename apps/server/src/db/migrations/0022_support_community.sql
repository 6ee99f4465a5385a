CREATE TABLE "support_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"member_count" integer DEFAULT 0 NOT NULL,
	"message_count" integer DEFAULT 0 NOT NULL,
	"key_salt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_groups_category_check" CHECK ("support_groups"."category" in ('Chronic Pain','Mental Health','Diabetes','Heart Disease','Cancer','Arthritis','Respiratory Conditions','Neurological Disorders','Autoimmune Diseases','General Health')),
	CONSTRAINT "support_groups_counts_check" CHECK ("support_groups"."member_count" >= 0 and "support_groups"."message_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "support_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"author_id" uuid,
	"author_key" text NOT NULL,
	"display_name" text NOT NULL,
	"content" text NOT NULL,
	"report_count" integer DEFAULT 0 NOT NULL,
	"safety_flag" boolean DEFAULT false NOT NULL,
	"needs_review" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"is_moderated" boolean DEFAULT false NOT NULL,
	"moderated_by" uuid,
	"moderated_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_messages_content_check" CHECK (char_length("support_messages"."content") between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "support_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_removals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"removed_by" uuid,
	"removed_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "support_members" ADD CONSTRAINT "support_members_group_id_support_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."support_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_members" ADD CONSTRAINT "support_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_group_id_support_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."support_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_moderated_by_users_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_profiles" ADD CONSTRAINT "support_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_removals" ADD CONSTRAINT "support_removals_group_id_support_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."support_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_removals" ADD CONSTRAINT "support_removals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_removals" ADD CONSTRAINT "support_removals_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_reports" ADD CONSTRAINT "support_reports_message_id_support_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."support_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_reports" ADD CONSTRAINT "support_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "support_groups_name_key" ON "support_groups" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "support_members_group_user_key" ON "support_members" USING btree ("group_id","user_id");--> statement-breakpoint
CREATE INDEX "support_members_user_idx" ON "support_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "support_messages_group_page_idx" ON "support_messages" USING btree ("group_id","created_at","id");--> statement-breakpoint
CREATE INDEX "support_messages_review_idx" ON "support_messages" USING btree ("created_at") WHERE "support_messages"."needs_review" and "support_messages"."removed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "support_profiles_display_name_key" ON "support_profiles" USING btree (lower("display_name"));--> statement-breakpoint
CREATE INDEX "support_removals_group_user_idx" ON "support_removals" USING btree ("group_id","user_id","blocked_until");--> statement-breakpoint
CREATE UNIQUE INDEX "support_reports_message_reporter_key" ON "support_reports" USING btree ("message_id","reporter_id");