CREATE TABLE "professional_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"specialty" text,
	"city" text,
	"experience" integer,
	"license_number" text,
	"gov_id_enc" text,
	"gov_id_hash" text,
	"vehicle_registration_number" text,
	"qualifications" text[] DEFAULT '{}'::text[] NOT NULL,
	"bio" text,
	"verified_skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"approval_status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid,
	"fraud_flags" text[] DEFAULT '{}'::text[] NOT NULL,
	"average_rating" real DEFAULT 0 NOT NULL,
	"num_reviews" integer DEFAULT 0 NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"service_area" jsonb,
	"service_area_centroid_lat" double precision,
	"service_area_centroid_lng" double precision,
	"subscription_tier" text DEFAULT 'free' NOT NULL,
	"subscription_expires_at" timestamp with time zone,
	"subscription_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "professional_profiles_role_check" CHECK ("professional_profiles"."role" in ('doctor','nurse','technician','ambulance')),
	CONSTRAINT "professional_profiles_approval_check" CHECK ("professional_profiles"."approval_status" in ('pending','approved','rejected')),
	CONSTRAINT "professional_profiles_experience_check" CHECK ("professional_profiles"."experience" is null or "professional_profiles"."experience" between 0 and 80)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"phone" text,
	"city" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"two_factor_enabled" boolean DEFAULT false NOT NULL,
	"two_factor_secret_enc" text,
	"two_factor_pending_secret_enc" text,
	"two_factor_last_step" bigint,
	"care_fund_balance_paise" bigint DEFAULT 0 NOT NULL,
	"profile_picture_url" text,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('patient','doctor','nurse','technician','ambulance','admin')),
	CONSTRAINT "users_care_fund_nonnegative" CHECK ("users"."care_fund_balance_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "professional_profiles" ADD CONSTRAINT "professional_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "professional_profiles_listing_idx" ON "professional_profiles" USING btree ("role","approval_status","city","specialty");--> statement-breakpoint
CREATE INDEX "professional_profiles_gov_id_hash_idx" ON "professional_profiles" USING btree ("gov_id_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");