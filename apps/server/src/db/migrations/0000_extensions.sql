-- Extensions available both on PostgreSQL 15+ and in PGlite (DESIGN §1): distance search and trigram text search.
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
