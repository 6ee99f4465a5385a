CREATE TABLE "ai_chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"sender" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ai_chat_messages_sender_check" CHECK ("ai_chat_messages"."sender" in ('user', 'bot'))
);
--> statement-breakpoint
CREATE TABLE "quest_enrolments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quest_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"accepted_on" date NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"points_awarded" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quest_progress" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enrolment_id" uuid NOT NULL,
	"day" date NOT NULL,
	"value" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"kind" text DEFAULT 'manual' NOT NULL,
	"points" integer NOT NULL,
	"duration_days" integer NOT NULL,
	"badge" text NOT NULL,
	"unit" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quests_category_check" CHECK ("quests"."category" in ('fitness','nutrition','mental-health','social','education')),
	CONSTRAINT "quests_kind_check" CHECK ("quests"."kind" in ('manual','adherence')),
	CONSTRAINT "quests_points_check" CHECK ("quests"."points" > 0),
	CONSTRAINT "quests_duration_check" CHECK ("quests"."duration_days" > 0)
);
--> statement-breakpoint
ALTER TABLE "ai_chat_messages" ADD CONSTRAINT "ai_chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_enrolments" ADD CONSTRAINT "quest_enrolments_quest_id_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "public"."quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_enrolments" ADD CONSTRAINT "quest_enrolments_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_progress" ADD CONSTRAINT "quest_progress_enrolment_id_quest_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."quest_enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_chat_messages_user_idx" ON "ai_chat_messages" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "quest_enrolments_quest_patient_idx" ON "quest_enrolments" USING btree ("quest_id","patient_id");--> statement-breakpoint
CREATE INDEX "quest_enrolments_patient_idx" ON "quest_enrolments" USING btree ("patient_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quest_progress_enrolment_day_idx" ON "quest_progress" USING btree ("enrolment_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "quests_slug_idx" ON "quests" USING btree ("slug");