/**
 * How words are compared by the search, the same way for the indexed text and for the typed
 * query: folded (case, accents, ligatures), spelled one way (UK and US), and cut to a light stem
 * (plural and singular meet). The index stores words in this form (search-documents.ts), the query
 * planner looks them up in this form (search-query.ts).
 */

const LIGATURES: ReadonlyMap<string, string> = new Map([
  ['œ', 'oe'],
  ['æ', 'ae'],
  ['ß', 'ss'],
  ['ĳ', 'ij'],
  ['ﬁ', 'fi'],
  ['ﬂ', 'fl'],
]);

/** Lower case without accents or ligatures: "Façade", "FACADE" and "façade" are "facade", "œuvre" is "oeuvre". */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[œæßĳﬁﬂ]/g, (letter) => LIGATURES.get(letter)!);
}

/**
 * The catalogue is written in British English: American spellings a visitor may type are read as
 * the British ones. Whole words only; "-ize" forms are handled by a rule below. A Map: the word
 * is the visitor's, and "constructor" is a word too.
 */
const BRITISH_SPELLINGS: ReadonlyMap<string, string> = new Map([
  ['mold', 'mould'],
  ['molds', 'moulds'],
  ['moldy', 'mouldy'],
  ['antimold', 'antimould'],
  ['leveling', 'levelling'],
  ['leveled', 'levelled'],
  ['leveler', 'leveller'],
  ['color', 'colour'],
  ['colors', 'colours'],
  ['colored', 'coloured'],
  ['gray', 'grey'],
  ['center', 'centre'],
  ['fiber', 'fibre'],
  ['meter', 'metre'],
  ['liter', 'litre'],
  ['aluminum', 'aluminium'],
]);
/** "stabilizer", "stabilized": the catalogue writes "-ise". */
const AMERICAN_IZE = /^([a-z]{3,})iz(e|es|ed|er|ers|ing)$/;

/** Light stemming: a final "s" or "x" goes in both languages; English "-ches/-shes/-sses/-xes" lose "es". */
const ENGLISH_ES_PLURAL = /^([a-z0-9]{2,}(?:ch|sh|ss|x))es$/;
const PLURAL_END = /^([a-z0-9]{3,})[sx]$/;

/** A folded word in the form the index keeps: British spelling, singular. */
export function stem(word: string, lang: string): string {
  let spelled = word;
  if (lang === 'en') {
    spelled = BRITISH_SPELLINGS.get(word) ?? word.replace(AMERICAN_IZE, '$1is$2');
    const es = ENGLISH_ES_PLURAL.exec(spelled);
    if (es) return es[1]!;
  }
  if (spelled.endsWith('ss')) return spelled;
  return spelled.replace(PLURAL_END, '$1');
}

/** What separates groups of words; inside a group, dashes and apostrophes join compounds ("anti-mould", "FFS-P"). */
export const WORD_GROUP_SEPARATOR = /[\s/,;:.()!?«»"]+/;

/**
 * The text as the index stores it: every word stemmed, and every compound ("Anti-Mould",
 * "FFS-P", "2-in-1") also joined into one word, so "antimould" and "ffsp" find it as the
 * spaced and hyphenated forms do.
 */
export function indexedText(text: string, lang: string): string {
  const words: string[] = [];
  for (const chunk of fold(text).split(WORD_GROUP_SEPARATOR)) {
    const parts = chunk.split(/[^a-z0-9]+/).filter((part) => part !== '');
    words.push(...parts.map((part) => stem(part, lang)));
    if (parts.length > 1) words.push(stem(parts.join(''), lang));
  }
  return words.join(' ');
}

/**
 * Optimal string alignment distance (Levenshtein with adjacent transpositions counted as one
 * edit: "smoothnig" is one slip from "smoothing"), given up as soon as it exceeds `limit`.
 * Returns limit + 1 when the words are further apart.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMinimum = i;
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, beforePrevious[j - 2]! + 1);
      current.push(best);
      rowMinimum = Math.min(rowMinimum, best);
    }
    if (rowMinimum > limit) return limit + 1;
    beforePrevious = previous;
    previous = current;
  }
  return Math.min(previous[b.length]!, limit + 1);
}

/** Edits forgiven in a typed word: none under 5 letters, 1 from 5, 2 from 9 (Meilisearch's defaults). */
export function typoBudget(word: string): number {
  if (word.length >= 9) return 2;
  if (word.length >= 5) return 1;
  return 0;
}
