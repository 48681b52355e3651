import type { Migration } from './migration.ts';

/**
 * Editorial resources are documents: their shape is the contract's entity, edited as a whole,
 * filtered on a few promoted columns.
 */
export const contentSchema: Migration = {
  version: 2,
  name: 'content',
  sql: `
CREATE TABLE content (
  resource TEXT NOT NULL,
  id INTEGER NOT NULL,
  site_id INTEGER NOT NULL REFERENCES site(id),
  target TEXT CHECK (target IN ('pro', 'part')),
  slug TEXT,
  kind TEXT,
  position INTEGER NOT NULL,
  body TEXT NOT NULL,
  PRIMARY KEY (resource, id)
) STRICT;
CREATE INDEX content_by_site ON content (resource, site_id, position);
CREATE UNIQUE INDEX content_by_slug ON content (resource, site_id, slug) WHERE slug IS NOT NULL;

CREATE TABLE submission (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  site_id INTEGER NOT NULL,
  resource TEXT NOT NULL,
  created_at TEXT NOT NULL,
  body TEXT NOT NULL
) STRICT;
CREATE INDEX submission_by_resource ON submission (resource, id);
`,
};
