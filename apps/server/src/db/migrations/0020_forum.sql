-- The forum's tags as one text for the generated search columns (array_to_string is only STABLE).
CREATE OR REPLACE FUNCTION arogya_forum_tags_text(tags text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN coalesce(array_to_string(tags, ' '), '');--> statement-breakpoint
CREATE TABLE "forum_answer_votes" (
	"answer_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"value" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_answer_votes_answer_id_user_id_pk" PRIMARY KEY("answer_id","user_id"),
	CONSTRAINT "forum_answer_votes_value_check" CHECK ("forum_answer_votes"."value" in (-1, 1))
);
--> statement-breakpoint
CREATE TABLE "forum_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"body" text NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"is_accepted" boolean DEFAULT false NOT NULL,
	"is_verified_response" boolean DEFAULT false NOT NULL,
	"report_count" integer DEFAULT 0 NOT NULL,
	"hidden_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_question_views" (
	"question_id" uuid NOT NULL,
	"viewer_key" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "forum_question_views_question_id_viewer_key_day_pk" PRIMARY KEY("question_id","viewer_key","day")
);
--> statement-breakpoint
CREATE TABLE "forum_question_votes" (
	"question_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"value" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_question_votes_question_id_user_id_pk" PRIMARY KEY("question_id","user_id"),
	CONSTRAINT "forum_question_votes_value_check" CHECK ("forum_question_votes"."value" in (-1, 1))
);
--> statement-breakpoint
CREATE TABLE "forum_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_id" uuid NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"category" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"answer_count" integer DEFAULT 0 NOT NULL,
	"verified_answer_count" integer DEFAULT 0 NOT NULL,
	"accepted_answer_id" uuid,
	"report_count" integer DEFAULT 0 NOT NULL,
	"hidden_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', arogya_forum_tags_text("tags")), 'B') || setweight(to_tsvector('english', "body"), 'C')) STORED,
	"search_text" text GENERATED ALWAYS AS (lower("title" || ' ' || arogya_forum_tags_text("tags"))) STORED,
	CONSTRAINT "forum_questions_status_check" CHECK ("forum_questions"."status" in ('open','answered','closed')),
	CONSTRAINT "forum_questions_category_check" CHECK ("forum_questions"."category" in ('general','nutrition','fitness','mental-health','chronic-conditions','women-health','pediatrics','elderly-care','medication','symptoms','prevention')),
	CONSTRAINT "forum_questions_counts_check" CHECK ("forum_questions"."answer_count" >= 0 and "forum_questions"."verified_answer_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "forum_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forum_reports_kind_check" CHECK ("forum_reports"."target_kind" in ('question','answer'))
);
--> statement-breakpoint
ALTER TABLE "forum_answer_votes" ADD CONSTRAINT "forum_answer_votes_answer_id_forum_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."forum_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_answer_votes" ADD CONSTRAINT "forum_answer_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_answers" ADD CONSTRAINT "forum_answers_question_id_forum_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."forum_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_answers" ADD CONSTRAINT "forum_answers_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_question_views" ADD CONSTRAINT "forum_question_views_question_id_forum_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."forum_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_question_votes" ADD CONSTRAINT "forum_question_votes_question_id_forum_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."forum_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_question_votes" ADD CONSTRAINT "forum_question_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_questions" ADD CONSTRAINT "forum_questions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reports" ADD CONSTRAINT "forum_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forum_answers_question_idx" ON "forum_answers" USING btree ("question_id","created_at","id");--> statement-breakpoint
CREATE INDEX "forum_answers_author_idx" ON "forum_answers" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "forum_answers_one_accepted_key" ON "forum_answers" USING btree ("question_id") WHERE "forum_answers"."is_accepted";--> statement-breakpoint
CREATE INDEX "forum_answers_reported_idx" ON "forum_answers" USING btree ("created_at") WHERE "forum_answers"."report_count" > 0 and "forum_answers"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "forum_questions_recent_idx" ON "forum_questions" USING btree ("created_at","id") WHERE "forum_questions"."hidden_at" is null and "forum_questions"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "forum_questions_category_idx" ON "forum_questions" USING btree ("category","created_at","id") WHERE "forum_questions"."hidden_at" is null and "forum_questions"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "forum_questions_status_idx" ON "forum_questions" USING btree ("status","created_at","id") WHERE "forum_questions"."hidden_at" is null and "forum_questions"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "forum_questions_views_idx" ON "forum_questions" USING btree ("views","created_at","id") WHERE "forum_questions"."hidden_at" is null and "forum_questions"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "forum_questions_answers_idx" ON "forum_questions" USING btree ("answer_count","created_at","id") WHERE "forum_questions"."hidden_at" is null and "forum_questions"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "forum_questions_unanswered_idx" ON "forum_questions" USING btree ("created_at","id") WHERE "forum_questions"."answer_count" = 0 and "forum_questions"."hidden_at" is null and "forum_questions"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "forum_questions_author_idx" ON "forum_questions" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "forum_questions_reported_idx" ON "forum_questions" USING btree ("created_at") WHERE "forum_questions"."report_count" > 0 and "forum_questions"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "forum_questions_search_idx" ON "forum_questions" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "forum_questions_trgm_idx" ON "forum_questions" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "forum_questions_tags_idx" ON "forum_questions" USING gin ("tags");--> statement-breakpoint
CREATE UNIQUE INDEX "forum_reports_once_key" ON "forum_reports" USING btree ("target_kind","target_id","reporter_id");