CREATE TABLE "care_funds" (
	"patient_id" uuid PRIMARY KEY NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"slug" text,
	"display_name" text NOT NULL,
	"story" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_order_id" text NOT NULL,
	"payer_id" uuid,
	"type" text NOT NULL,
	"reference_id" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"description" text NOT NULL,
	"donor_name" text,
	"donor_message" text,
	"mode" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_orders_type_check" CHECK ("payment_orders"."type" in ('second_opinion','pro_subscription','care_fund_donation','care_fund_topup')),
	CONSTRAINT "payment_orders_status_check" CHECK ("payment_orders"."status" in ('created','paid')),
	CONSTRAINT "payment_orders_amount_positive" CHECK ("payment_orders"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"provider_refund_id" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_amount_positive" CHECK ("payment_refunds"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"provider_payment_id" text NOT NULL,
	"payer_id" uuid,
	"type" text NOT NULL,
	"reference_id" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"status" text NOT NULL,
	"description" text NOT NULL,
	"refunded_paise" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('success','failed')),
	CONSTRAINT "payments_refund_bounds" CHECK ("payments"."refunded_paise" >= 0 and "payments"."refunded_paise" <= "payments"."amount_paise")
);
--> statement-breakpoint
ALTER TABLE "care_fund_ledger" DROP CONSTRAINT "care_fund_ledger_kind_check";--> statement-breakpoint
ALTER TABLE "care_fund_ledger" ADD COLUMN "payment_id" uuid;--> statement-breakpoint
ALTER TABLE "care_funds" ADD CONSTRAINT "care_funds_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_payer_id_users_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payer_id_users_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "care_funds_slug_key" ON "care_funds" USING btree ("slug") WHERE "care_funds"."slug" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_provider_order_key" ON "payment_orders" USING btree ("provider_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_payment_key" ON "payment_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_payment_key" ON "payments" USING btree ("provider_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_success_key" ON "payments" USING btree ("order_id") WHERE "payments"."status" = 'success';--> statement-breakpoint
CREATE INDEX "payments_payer_idx" ON "payments" USING btree ("payer_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_reference_idx" ON "payments" USING btree ("reference_id","type");--> statement-breakpoint
ALTER TABLE "care_fund_ledger" ADD CONSTRAINT "care_fund_ledger_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "care_fund_ledger_payment_key" ON "care_fund_ledger" USING btree ("payment_id") WHERE "care_fund_ledger"."payment_id" is not null;--> statement-breakpoint
ALTER TABLE "care_fund_ledger" ADD CONSTRAINT "care_fund_ledger_kind_check" CHECK ("care_fund_ledger"."kind" in ('booking','refund','donation','topup','adjustment'));