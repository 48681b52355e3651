import type { Migration } from './migration.ts';

/**
 * A synonym may be a word of another language (decision 196): visitors of the Lebanese and
 * Emirati sites read both, and type "enduit" on the English pages. `term_lang` is the language
 * the term is written in when it is not the synonym's own; the search then tells the visitor how
 * it read the word ("enduit: filler"). Empty for the synonyms of a language's own words.
 */
export const synonymsAcrossLanguages: Migration = {
  version: 12,
  name: 'synonyms-across-languages',
  sql: `ALTER TABLE search_synonym ADD COLUMN term_lang TEXT;`,
  postgres: `ALTER TABLE search_synonym ADD COLUMN term_lang text;`,
};
