import type { SearchTranslation } from '../../shared/kernel/api/entities/catalogue.ts';
import { WORD_GROUP_SEPARATOR, editDistance, fold, stem, typoBudget } from './search-text.ts';

/** The words of one language's index (table `search_term`), for lookups and spelling corrections. */
export class SearchVocabulary {
  readonly #terms: Map<string, { surface: string; occurrences: number }>;
  /** Sorted, for "is this the start of a word?" by binary search. */
  readonly #sorted: string[];
  /** Corrections keep the first letter: only words starting with it are compared. */
  readonly #byFirstLetter = new Map<string, string[]>();

  constructor(rows: readonly { term: string; surface: string; occurrences: number }[]) {
    this.#terms = new Map(rows.map((row) => [row.term, { surface: row.surface, occurrences: row.occurrences }]));
    this.#sorted = [...this.#terms.keys()].sort();
    for (const term of this.#sorted) {
      const bucket = this.#byFirstLetter.get(term[0]!) ?? [];
      bucket.push(term);
      this.#byFirstLetter.set(term[0]!, bucket);
    }
  }

  has(term: string): boolean {
    return this.#terms.has(term);
  }

  startsAWord(prefix: string): boolean {
    let low = 0;
    let high = this.#sorted.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.#sorted[middle]! < prefix) low = middle + 1;
      else high = middle;
    }
    return this.#sorted[low]?.startsWith(prefix) ?? false;
  }

  surface(term: string): string {
    return this.#terms.get(term)?.surface ?? term;
  }

  /**
   * The closest words to a word not found, within its typo budget and with its first letter: whole
   * words, and when `asPrefix` the starts of words too (for the word being typed). Only the
   * candidates at the smallest distance are kept, the most frequent first, whole words before
   * starts of words.
   */
  corrections(word: string, asPrefix: boolean): Correction[] {
    const budget = typoBudget(word);
    if (budget === 0 || /\d/.test(word)) return [];
    let best = budget + 1;
    let found: Correction[] = [];
    const consider = (candidate: Correction, distance: number) => {
      if (distance > best) return;
      if (distance < best) {
        best = distance;
        found = [];
      }
      if (!found.some((known) => known.term === candidate.term && known.prefix === candidate.prefix)) found.push(candidate);
    };
    for (const term of this.#byFirstLetter.get(word[0]!) ?? []) {
      consider({ term, prefix: false, occurrences: this.#terms.get(term)!.occurrences }, editDistance(word, term, Math.min(best, budget)));
      if (!asPrefix) continue;
      for (let length = word.length - 1; length <= word.length + 1; length++) {
        if (length >= term.length) break;
        const start = term.slice(0, length);
        consider({ term: start, prefix: true, occurrences: this.#terms.get(term)!.occurrences }, editDistance(word, start, Math.min(best, budget)));
      }
    }
    if (best > budget) return [];
    return found
      .sort((a, b) => Number(a.prefix) - Number(b.prefix) || b.occurrences - a.occurrences || (a.term < b.term ? -1 : 1))
      .slice(0, MAX_CORRECTIONS);
  }

  /** The most frequent word starting with a prefix, to show a correction made on a word being typed. */
  completion(prefix: string): string {
    let best: string | undefined;
    for (const term of this.#byFirstLetter.get(prefix[0]!) ?? []) {
      if (term.startsWith(prefix) && (best === undefined || this.#terms.get(term)!.occurrences > this.#terms.get(best)!.occurrences)) best = term;
    }
    return best ?? prefix;
  }
}

interface Correction {
  term: string;
  /** A start of words (the word being typed), not a whole word. */
  prefix: boolean;
  occurrences: number;
}

const MAX_WORDS = 8;
const MAX_CORRECTIONS = 4;

/** Synonyms of a language, as stored (`search_synonym`): a word or phrase and one alternative it also finds. */
export interface SynonymRow {
  term: string;
  expansion: string;
  /** The term's language when it is a word of another language; null for the language's own words. */
  term_lang: string | null;
}

/**
 * How a search engine writes an expression: a word, the start of a word, and the words joining
 * expressions that must all match or of which one must (FTS5's here; PostgreSQL's tsquery is
 * next, decision 186). Stems and corrections are folded to `[a-z0-9]`, so a term never holds a
 * quote of a syntax.
 */
export interface QuerySyntax {
  word(term: string): string;
  start(term: string): string;
  readonly and: string;
  readonly or: string;
}

/** SQLite's FTS5 query syntax. */
export const FTS5_SYNTAX: QuerySyntax = { word: (term) => `"${term}"`, start: (term) => `"${term}"*`, and: ' AND ', or: ' OR ' };

/** Expressions that must all match, or of which one must: bracketed when more than one. */
const allOf = (syntax: QuerySyntax, expressions: readonly string[]) => (expressions.length === 1 ? expressions[0]! : `(${expressions.join(syntax.and)})`);
const anyOf = (syntax: QuerySyntax, expressions: readonly string[]) => (expressions.length === 1 ? expressions[0]! : `(${expressions.join(syntax.or)})`);

/**
 * Search expressions for a typed text, by how forgiving they are: `exact` (the words as typed,
 * in any of their written forms), `prefix` (the last word may be the start of a word) and
 * `full` (spelling corrections and synonyms too). Results of `exact` rank first, then `prefix`,
 * then the rest of `full`. `corrected` is the text with its corrected words, when some were.
 */
export interface PlannedQuery {
  exact: string;
  prefix: string;
  full: string;
  corrected: string | null;
  /** The words of another language read through their synonyms, to tell the visitor. */
  translated: SearchTranslation[];
}

/** One group of the query: the FTS alternatives for it at each level. */
interface Group {
  exact: string[];
  prefix: string[];
  full: string[];
  /** The group as shown in a corrected query. */
  shown: string;
  corrected: boolean;
}

/** Plans the search of a typed text in a language, written in an engine's syntax; null when it holds no word. */
export function planQuery(text: string, lang: string, vocabulary: SearchVocabulary, expansions: SynonymExpansions, syntax: QuerySyntax): PlannedQuery | null {
  const quoted = syntax.word;
  const all = (terms: readonly string[]) => allOf(syntax, terms);
  // A chunk is what the visitor typed between spaces; its parts are its folded words.
  const chunks = text
    .split(WORD_GROUP_SEPARATOR)
    .map((typed) => ({ typed, parts: fold(typed).split(/[^a-z0-9]+/).filter((part) => part !== '') }))
    .filter((chunk) => chunk.parts.length > 0)
    .slice(0, MAX_WORDS);
  if (chunks.length === 0) return null;
  const stems = chunks.map((chunk) => chunk.parts.map((part) => stem(part, lang)));
  const groups: Group[] = [];
  const translated: SearchTranslation[] = [];
  for (let index = 0; index < chunks.length; ) {
    const span = longestSynonym(stems, index, expansions);
    if (span !== null) {
      const { synonym } = span;
      const words = stems.slice(index, index + span.length).flat();
      const typed = all(words.map(quoted));
      const alternatives = synonym.alternatives.map((alternative) => all(alternative.map(quoted)));
      const shown = chunks.slice(index, index + span.length).map((chunk) => chunk.typed).join(' ');
      // The words as typed still rank first: a word both languages write finds the page's own sense first.
      groups.push({ exact: [typed], prefix: [typed], full: [typed, ...alternatives], shown, corrected: false });
      const typing = index + span.length === chunks.length;
      if (synonym.termLang !== null && !readAsOwnWords(words, typing, vocabulary)) translated.push({ word: shown, lang: synonym.termLang, meanings: synonym.meanings });
      index += span.length;
      continue;
    }
    groups.push(wordGroup(chunks[index]!, stems[index]!, index === chunks.length - 1, lang, vocabulary, syntax));
    index++;
  }
  const level = (pick: (group: Group) => string[]) => groups.map((group) => anyOf(syntax, pick(group))).join(syntax.and);
  return {
    exact: level((group) => group.exact),
    prefix: level((group) => group.prefix),
    full: level((group) => group.full),
    corrected: groups.some((group) => group.corrected) ? groups.map((group) => group.shown).join(' ') : null,
    translated,
  };
}

function wordGroup(
  { typed: shown, parts }: { typed: string; parts: string[] },
  stems: string[],
  last: boolean,
  lang: string,
  vocabulary: SearchVocabulary,
  syntax: QuerySyntax,
): Group {
  const quoted = syntax.word;
  const startOf = syntax.start;
  const all = (terms: readonly string[]) => allOf(syntax, terms);
  if (stems.length > 1) {
    // A compound typed with dashes or apostrophes: its parts, or its parts joined ("anti-mould", "ffs-p").
    const joined = stem(parts.join(''), lang);
    const exact = [all(stems.map(quoted)), quoted(joined)];
    const prefix = [all([...stems.slice(0, -1).map(quoted), startOf(stems.at(-1)!)]), startOf(joined)];
    return { exact, prefix: last ? prefix : exact, full: last ? prefix : exact, shown, corrected: false };
  }
  const word = stems[0]!;
  const exact = [quoted(word)];
  const prefix = last ? [startOf(word)] : exact;
  if (vocabulary.has(word) || (last && vocabulary.startsAWord(word))) return { exact, prefix, full: prefix, shown, corrected: false };
  const split = splitJoined(word, vocabulary);
  if (split !== null) {
    // "heavyduty", "drywall": a joined form of words the catalogue writes apart.
    return { exact: [...exact, all(split.map(quoted))], prefix: [...prefix, all(split.map(quoted))], full: [...prefix, all(split.map(quoted))], shown, corrected: false };
  }
  const corrections = vocabulary.corrections(word, last);
  if (corrections.length === 0) return { exact, prefix, full: prefix, shown, corrected: false };
  const best = corrections[0]!;
  return {
    exact,
    prefix,
    full: [...prefix, ...corrections.map((correction) => (correction.prefix ? startOf(correction.term) : quoted(correction.term)))],
    shown: vocabulary.surface(best.prefix ? vocabulary.completion(best.term) : best.term),
    corrected: true,
  };
}

/** The word as two words of the index, the first as long as possible; null when it is not. */
function splitJoined(word: string, vocabulary: SearchVocabulary): string[] | null {
  for (let cut = word.length - 3; cut >= 3; cut--) {
    const head = word.slice(0, cut);
    const tail = word.slice(cut);
    if (vocabulary.has(head) && vocabulary.has(tail)) return [head, tail];
  }
  return null;
}

interface SynonymSpan {
  length: number;
  synonym: Synonym;
}

/** What a synonym phrase also finds: each alternative's stems, and the alternatives as written. */
interface Synonym {
  alternatives: string[][];
  meanings: string[];
  /** The phrase's language when it is a word of another language. */
  termLang: string | null;
}

/**
 * Synonyms keyed by their phrase's stems joined by spaces. A word of another language is stemmed
 * as the page's language stems what is typed on it, so that the typed word and its row meet.
 */
export type SynonymExpansions = Map<string, Synonym>;

export function synonymExpansions(synonyms: readonly SynonymRow[], lang: string): SynonymExpansions {
  const byPhrase: SynonymExpansions = new Map();
  for (const row of synonyms) {
    const phrase = stemsOf(row.term, lang).join(' ');
    const alternative = stemsOf(row.expansion, lang);
    if (phrase === '' || alternative.length === 0) continue;
    const synonym = byPhrase.get(phrase) ?? { alternatives: [], meanings: [], termLang: row.term_lang };
    synonym.alternatives.push(alternative);
    synonym.meanings.push(row.expansion);
    byPhrase.set(phrase, synonym);
  }
  // A word of another language means what its translation means here: "douche" is "shower",
  // which this language's own synonyms read as "damp room". One step, so nothing loops.
  for (const synonym of byPhrase.values()) {
    if (synonym.termLang === null) continue;
    const further = synonym.alternatives.flatMap((alternative) => {
      const own = byPhrase.get(alternative.join(' '));
      return own === undefined || own.termLang !== null ? [] : own.alternatives;
    });
    synonym.alternatives.push(...further);
  }
  return byPhrase;
}

function stemsOf(text: string, lang: string): string[] {
  return fold(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '')
    .map((word) => stem(word, lang));
}

/** The longest synonym phrase starting at a chunk; its length in chunks ("salle d'eau": two chunks, three words). */
function longestSynonym(stems: readonly string[][], start: number, expansions: SynonymExpansions): SynonymSpan | null {
  let found: SynonymSpan | null = null;
  const words: string[] = [];
  for (let index = start; index < stems.length; index++) {
    words.push(...stems[index]!);
    const synonym = expansions.get(words.join(' '));
    if (synonym !== undefined) found = { length: index - start + 1, synonym };
  }
  return found;
}

/**
 * Whether words of another language are also the page language's own: words of its index
 * ("rapide" reads as "rapid" in English), or the start of one of them as the visitor types ("fin",
 * on the way to "finish"). Found as typed first, they need no explaining.
 */
function readAsOwnWords(words: readonly string[], typing: boolean, vocabulary: SearchVocabulary): boolean {
  const last = words.at(-1)!;
  return words.slice(0, -1).every((word) => vocabulary.has(word)) && (vocabulary.has(last) || (typing && vocabulary.startsAWord(last)));
}

/** A typed text planned for one group of one plan and language: FTS5 expressions restricted to that scope. */
export interface ScopedQuery {
  full: string;
  exact: string;
  prefix: string;
}
