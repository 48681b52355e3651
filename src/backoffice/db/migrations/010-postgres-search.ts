import type { Migration } from './migration.ts';

/**
 * PostgreSQL's search index (decision 188): one row per thing, language and plan, its fields in
 * one weighted `tsvector` under a GIN index, and its scope in plain columns that the B-tree
 * narrows first. Derived data, rebuilt from the catalogue as SQLite's FTS5 table is; SQLite
 * keeps that table (migration 7) and has nothing to change here.
 */
export const postgresSearch: Migration = {
  version: 10,
  name: 'postgres-search',
  sql: '',
  postgres: `
CREATE TABLE search_document (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL,
  ref_id integer NOT NULL,
  site_id integer NOT NULL,
  sales_plan_id integer NOT NULL,
  lang text NOT NULL,
  words tsvector NOT NULL
);
CREATE INDEX search_document_words ON search_document USING gin (words);
CREATE INDEX search_document_scope ON search_document (site_id, lang, sales_plan_id, kind);
`,
};
