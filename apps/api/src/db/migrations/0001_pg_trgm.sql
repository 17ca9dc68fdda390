-- Trigram indexes serve "contains" searches (customers, products, vendors, users) on PostgreSQL
-- and on PGlite, which ships the extension as a contrib module.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
