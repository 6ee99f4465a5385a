CREATE TABLE "appointment_commissions" (
	"appointment_id" uuid PRIMARY KEY NOT NULL,
	"professional_id" uuid NOT NULL,
	"gross_paise" bigint NOT NULL,
	"rate_bps" integer NOT NULL,
	"commission_paise" bigint NOT NULL,
	"net_paise" bigint NOT NULL,
	"pro_at_booking" boolean NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_commissions_amounts_check" CHECK ("appointment_commissions"."gross_paise" >= 0 and "appointment_commissions"."commission_paise" >= 0 and "appointment_commissions"."net_paise" = "appointment_commissions"."gross_paise" - "appointment_commissions"."commission_paise")
);
--> statement-breakpoint
CREATE TABLE "pro_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider_subscription_id" text NOT NULL,
	"plan_id" text NOT NULL,
	"mode" text NOT NULL,
	"status" text NOT NULL,
	"current_period_start" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"grace_until" timestamp with time zone,
	"notice_sent_for" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pro_subscriptions_status_check" CHECK ("pro_subscriptions"."status" in ('created','active','past_due','cancelled','expired')),
	CONSTRAINT "pro_subscriptions_mode_check" CHECK ("pro_subscriptions"."mode" in ('test','razorpay'))
);
--> statement-breakpoint
CREATE TABLE "professional_weekly_stats" (
	"professional_id" uuid NOT NULL,
	"week" date NOT NULL,
	"search_appearances" integer DEFAULT 0 NOT NULL,
	"profile_views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "professional_weekly_stats_professional_id_week_pk" PRIMARY KEY("professional_id","week")
);
--> statement-breakpoint
CREATE TABLE "subscription_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"payment_id" uuid,
	"provider_payment_id" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_charges_period_check" CHECK ("subscription_charges"."period_end" > "subscription_charges"."period_start")
);
--> statement-breakpoint
ALTER TABLE "appointment_commissions" ADD CONSTRAINT "appointment_commissions_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_commissions" ADD CONSTRAINT "appointment_commissions_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pro_subscriptions" ADD CONSTRAINT "pro_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_weekly_stats" ADD CONSTRAINT "professional_weekly_stats_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_charges" ADD CONSTRAINT "subscription_charges_subscription_id_pro_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."pro_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_charges" ADD CONSTRAINT "subscription_charges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_charges" ADD CONSTRAINT "subscription_charges_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_commissions_professional_idx" ON "appointment_commissions" USING btree ("professional_id","completed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pro_subscriptions_provider_key" ON "pro_subscriptions" USING btree ("provider_subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pro_subscriptions_live_user_key" ON "pro_subscriptions" USING btree ("user_id") WHERE "pro_subscriptions"."status" in ('created','active','past_due');--> statement-breakpoint
CREATE INDEX "pro_subscriptions_user_idx" ON "pro_subscriptions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "pro_subscriptions_period_end_idx" ON "pro_subscriptions" USING btree ("current_period_end") WHERE "pro_subscriptions"."status" = 'active';--> statement-breakpoint
CREATE INDEX "pro_subscriptions_grace_idx" ON "pro_subscriptions" USING btree ("grace_until") WHERE "pro_subscriptions"."status" = 'past_due';--> statement-breakpoint
CREATE INDEX "professional_weekly_stats_week_idx" ON "professional_weekly_stats" USING btree ("week");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_charges_provider_payment_key" ON "subscription_charges" USING btree ("provider_payment_id");--> statement-breakpoint
CREATE INDEX "subscription_charges_user_period_idx" ON "subscription_charges" USING btree ("user_id","period_start","period_end");