/**
 * Turns typed text into an FTS5 prefix query: every word must match the start of a word,
 * case and accents ignored (the index tokenizer is unicode61 remove_diacritics 2).
 * Returns null when the text holds no word.
 */
export function prefixQuery(text: string): string | null {
  const words = text
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
    .slice(0, 8);
  if (words.length === 0) return null;
  return words.map((word) => `"${word}"*`).join(' AND ');
}
