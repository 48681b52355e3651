import type { Migration } from '../migrate.ts';

/**
 * The search index gets one column per kind of text, so a match in a name outranks one in a
 * reference, a characteristic or a description (decision 150); the words of the index, with the
 * form they were written in, feed the spelling corrections; synonyms are back-office data, per
 * language. The index is derived: the seed rebuilds it (seed version 5).
 */
export const forgivingSearch: Migration = {
  version: 7,
  name: 'forgiving-search',
  sql: `
DROP TABLE search_index;
CREATE VIRTUAL TABLE search_index USING fts5(
  kind UNINDEXED,
  ref_id UNINDEXED,
  site_id UNINDEXED,
  sales_plan_id UNINDEXED,
  lang UNINDEXED,
  title,
  codes,
  traits,
  body,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);

-- Every indexed word of a language in its indexed form, with the form a visitor would read.
CREATE TABLE search_term (
  lang TEXT NOT NULL,
  term TEXT NOT NULL,
  surface TEXT NOT NULL,
  occurrences INTEGER NOT NULL,
  PRIMARY KEY (lang, term)
) STRICT, WITHOUT ROWID;

-- A word or phrase visitors use ("placo", "salle de bain") and words of the catalogue it also
-- finds; one row per alternative.
CREATE TABLE search_synonym (
  lang TEXT NOT NULL,
  term TEXT NOT NULL,
  expansion TEXT NOT NULL,
  PRIMARY KEY (lang, term, expansion)
) STRICT, WITHOUT ROWID;
`,
};
