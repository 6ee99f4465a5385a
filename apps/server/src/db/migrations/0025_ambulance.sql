CREATE TABLE "ambulance_drivers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"is_online" boolean DEFAULT false NOT NULL,
	"disconnected_at" timestamp with time zone,
	"location_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ambulance_offers" (
	"request_id" uuid NOT NULL,
	"driver_id" uuid NOT NULL,
	"ring" integer NOT NULL,
	"distance_km" double precision,
	"offered_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"declined_at" timestamp with time zone,
	CONSTRAINT "ambulance_offers_request_id_driver_id_pk" PRIMARY KEY("request_id","driver_id")
);
--> statement-breakpoint
CREATE TABLE "ambulance_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requester_id" uuid,
	"requester_ip" text,
	"patient_name" text NOT NULL,
	"contact_number" text NOT NULL,
	"contact_digits" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"emergency_type" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"status" text DEFAULT 'searching' NOT NULL,
	"ring" integer DEFAULT 0 NOT NULL,
	"offer_expires_at" timestamp with time zone,
	"driver_id" uuid,
	"tracking_token_hash" text NOT NULL,
	"cancellation_reason" text,
	"accepted_at" timestamp with time zone,
	"en_route_at" timestamp with time zone,
	"arrived_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"unassigned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ambulance_requests_status_check" CHECK ("ambulance_requests"."status" in ('searching','accepted','en_route','arrived','completed','cancelled','unassigned')),
	CONSTRAINT "ambulance_requests_emergency_check" CHECK ("ambulance_requests"."emergency_type" in ('General','Critical','Non-Emergency','Trauma','Cardiac','Respiratory'))
);
--> statement-breakpoint
ALTER TABLE "ambulance_drivers" ADD CONSTRAINT "ambulance_drivers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulance_offers" ADD CONSTRAINT "ambulance_offers_request_id_ambulance_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."ambulance_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulance_offers" ADD CONSTRAINT "ambulance_offers_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulance_requests" ADD CONSTRAINT "ambulance_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambulance_requests" ADD CONSTRAINT "ambulance_requests_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ambulance_drivers_online_idx" ON "ambulance_drivers" USING btree ("user_id") WHERE "ambulance_drivers"."is_online";--> statement-breakpoint
CREATE INDEX "ambulance_offers_driver_idx" ON "ambulance_offers" USING btree ("driver_id","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ambulance_requests_tracking_key" ON "ambulance_requests" USING btree ("tracking_token_hash");--> statement-breakpoint
CREATE INDEX "ambulance_requests_requester_idx" ON "ambulance_requests" USING btree ("requester_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ambulance_requests_driver_idx" ON "ambulance_requests" USING btree ("driver_id","status","created_at");--> statement-breakpoint
CREATE INDEX "ambulance_requests_visitor_ip_idx" ON "ambulance_requests" USING btree ("requester_ip","created_at");--> statement-breakpoint
CREATE INDEX "ambulance_requests_contact_idx" ON "ambulance_requests" USING btree ("contact_digits","created_at");--> statement-breakpoint
CREATE INDEX "ambulance_requests_open_idx" ON "ambulance_requests" USING btree ("status") WHERE "ambulance_requests"."status" in ('searching','accepted','en_route','arrived');