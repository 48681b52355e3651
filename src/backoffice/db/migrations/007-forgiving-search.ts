import type { Migration } from './migration.ts';

/**
 * The search index gets one column per kind of text, so a match in a name outranks one in a
 * reference, a characteristic or a description (decision 150). It holds no copy of the text
 * (contentless): what each row is comes from `search_entry`, and its scope (site, plan,
 * language, kind) is a column of tokens, so FTS5 itself skips the rows of other languages and
 * plans instead of SQLite reading each match's stored record (3 times faster on 3,000 products).
 * The words of the index, with the form they were written in, feed the spelling corrections;
 * synonyms are back-office data, per language. The index is derived: the seed rebuilds it
 * (seed version 5).
 */
export const forgivingSearch: Migration = {
  version: 7,
  name: 'forgiving-search',
  sql: `
DROP TABLE search_index;
CREATE VIRTUAL TABLE search_index USING fts5(
  scope,
  title,
  codes,
  traits,
  body,
  content = '',
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);

-- What each row of the index is (same rowid).
CREATE TABLE search_entry (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  ref_id INTEGER NOT NULL
) STRICT;

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
