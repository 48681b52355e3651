import type { Migration } from './migration.ts';

/**
 * Which writing of the search index is current (decision 200): every rebuild and every update of
 * one product's documents adds one in its own transaction. A back office that updates the index
 * document by document knows what it wrote last; when the version is not the one it wrote, another
 * process wrote since, and it rebuilds the index whole instead.
 */
export const searchVersion: Migration = {
  version: 13,
  name: 'search-version',
  sql: `
CREATE TABLE search_version (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL
) STRICT;
INSERT INTO search_version (id, version) VALUES (1, 0);`,
  postgres: `
CREATE TABLE search_version (
  id integer PRIMARY KEY CHECK (id = 1),
  version integer NOT NULL
);
INSERT INTO search_version (id, version) VALUES (1, 0);`,
};
