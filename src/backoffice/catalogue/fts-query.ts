/**
 * Plural and singular forms meet in the index: every word of the indexed text and of the query
 * loses one final "s" or "x" ("enduits" and "enduit" are both "enduit", "travaux" is "travau").
 * A light stemming that suits French and does no harm in English, where it also joins
 * "fillers" and "filler"; short words are kept whole.
 */
const PLURAL_END = /^([\p{L}\p{N}]{3,})[sx]$/iu;

function singular(word: string): string {
  return word.replace(PLURAL_END, '$1');
}

/** The text as the index stores it: each word in its singular form. */
export function indexedText(text: string): string {
  return text.replace(/[\p{L}\p{N}]+/gu, singular);
}

/**
 * Turns typed text into an FTS5 prefix query: every word must match the start of a word,
 * case and accents ignored (the index tokenizer is unicode61 remove_diacritics 2), plural or not.
 * Returns null when the text holds no word.
 */
export function prefixQuery(text: string): string | null {
  const words = text
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
    .slice(0, 8);
  if (words.length === 0) return null;
  return words.map((word) => `"${singular(word)}"*`).join(' AND ');
}
