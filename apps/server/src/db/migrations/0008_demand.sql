CREATE TABLE "demand_cells" (
	"cell" text NOT NULL,
	"city" text NOT NULL,
	"specialty" text NOT NULL,
	"day" date NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"searches" integer NOT NULL,
	CONSTRAINT "demand_cells_cell_city_specialty_day_pk" PRIMARY KEY("cell","city","specialty","day"),
	CONSTRAINT "demand_cells_searches_positive" CHECK ("demand_cells"."searches" > 0)
);
--> statement-breakpoint
CREATE TABLE "search_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"cell" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"specialty" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "demand_cells_day_idx" ON "demand_cells" USING btree ("day");--> statement-breakpoint
CREATE INDEX "search_events_created_at_idx" ON "search_events" USING btree ("created_at");