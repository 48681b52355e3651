import { describe, expect, it } from 'vitest';
import { FTS5_SYNTAX, SearchVocabulary, planQuery, synonymExpansions } from '../../src/backoffice/catalogue/search-query.ts';
import { editDistance, fold, indexedText, stem, typoBudget } from '../../src/backoffice/catalogue/search-text.ts';

describe('fold', () => {
  it('drops case, accents and ligatures', () => {
    expect(fold('Façade PLÂTRE Œuvre Ægis Straße')).toBe('facade platre oeuvre aegis strasse');
    expect(fold('Rénov’ Ragréage')).toBe('renov’ ragreage');
  });
});

describe('stem', () => {
  it('meets plural and singular in both languages, and keeps short words and double s', () => {
    expect(stem('enduits', 'fr')).toBe('enduit');
    expect(stem('travaux', 'fr')).toBe(stem('travau', 'fr'));
    expect(stem('fillers', 'en')).toBe('filler');
    expect(stem('finishes', 'en')).toBe('finish');
    expect(stem('taches', 'fr')).toBe(stem('tache', 'fr'));
    expect(stem('bas', 'fr')).toBe('bas');
    expect(stem('glass', 'en')).toBe('glass');
  });

  it('reads American spellings as British ones in English only', () => {
    expect(stem('mold', 'en')).toBe('mould');
    expect(stem('leveling', 'en')).toBe('levelling');
    expect(stem('stabilizer', 'en')).toBe('stabiliser');
    expect(stem('color', 'fr')).toBe('color');
  });
});

describe('indexedText', () => {
  it('keeps compounds both apart and joined', () => {
    expect(indexedText('Anti-Mould Filler FFS-P', 'en')).toBe('anti mould antimould filler ffs p ffsp');
    expect(indexedText('Enduit Multi-Usages', 'fr')).toBe('enduit multi usage multiusage');
  });
});

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and adjacent transpositions as one edit', () => {
    expect(editDistance('smothing', 'smoothing', 2)).toBe(1);
    expect(editDistance('filer', 'filler', 2)).toBe(1);
    expect(editDistance('smoothnig', 'smoothing', 2)).toBe(1);
    expect(editDistance('lisage', 'lissage', 2)).toBe(1);
    expect(editDistance('moisisure', 'moisissure', 2)).toBe(1);
    expect(editDistance('cat', 'cat', 0)).toBe(0);
  });

  it('gives up past its limit', () => {
    expect(editDistance('xqzw', 'filler', 1)).toBe(2);
    expect(editDistance('abcdefgh', 'stuvwxyz', 2)).toBe(3);
  });
});

describe('typoBudget', () => {
  it('forgives nothing under 5 letters, 1 edit from 5, 2 from 9', () => {
    expect([typoBudget('fill'), typoBudget('filer'), typoBudget('smoothing'), typoBudget('rebouchage')]).toEqual([0, 1, 2, 2]);
  });
});

describe('planQuery', () => {
  const vocabulary = new SearchVocabulary(
    [
      ['smoothing', 'smoothing', 9],
      ['filler', 'fillers', 30],
      ['anti', 'anti', 1],
      ['mould', 'mould', 2],
      ['antimould', 'anti-mould', 1],
      ['heavy', 'heavy', 1],
      ['duty', 'duty', 1],
      ['plasterboard', 'plasterboard', 4],
      ['drywall', 'drywall', 2],
      ['finish', 'finish', 3],
      ['fine', 'fine', 5],
      ['rapid', 'rapid', 2],
    ].map(([term, surface, occurrences]) => ({ term: term as string, surface: surface as string, occurrences: occurrences as number })),
  );
  const expansions = synonymExpansions(
    [
      { term: 'placo', expansion: 'plasterboard', term_lang: null },
      { term: 'plaque', expansion: 'placo', term_lang: 'fr' },
      { term: 'enduit', expansion: 'filler', term_lang: 'fr' },
      { term: 'fin', expansion: 'fine', term_lang: 'fr' },
      { term: 'rapid', expansion: 'quick', term_lang: 'fr' },
      { term: 'salle de bain', expansion: 'bathroom', term_lang: 'fr' },
    ],
    'en',
  );
  const plan = (text: string) => planQuery(text, 'en', vocabulary, expansions, FTS5_SYNTAX);

  it('searches known words as typed, the last one as a prefix', () => {
    expect(plan('smoothing fill')).toEqual({ exact: '"smoothing" AND "fill"', prefix: '"smoothing" AND "fill"*', full: '"smoothing" AND "fill"*', corrected: null, translated: [] });
  });

  it('corrects an unknown word into the closest words with its first letter, and says so', () => {
    const planned = plan('smothing')!;
    expect(planned.full).toBe('("smothing"* OR "smoothing")');
    expect(planned.exact).toBe('"smothing"');
    expect(planned.corrected).toBe('smoothing');
    expect(plan('Façade smothing')!.corrected).toBe('Façade smoothing');
    expect(plan('moothing')!.corrected).toBeNull();
    expect(plan('xqzw')).toEqual({ exact: '"xqzw"', prefix: '"xqzw"*', full: '"xqzw"*', corrected: null, translated: [] });
  });

  it('finds compounds spaced, hyphenated or joined', () => {
    expect(plan('anti-mould')!.exact).toBe('(("anti" AND "mould") OR "antimould")');
    expect(plan('heavyduty')!.exact).toBe('("heavyduty" OR ("heavy" AND "duty"))');
  });

  it('adds the synonyms of a word as alternatives', () => {
    expect(plan('placo')!.full).toBe('("placo" OR "plasterboard")');
    expect(plan('placo')!.corrected).toBeNull();
  });

  it('reads a word of another language as its translation, after the words as typed, and says so', () => {
    const planned = plan('enduit')!;
    expect(planned.exact).toBe('"enduit"');
    expect(planned.full).toBe('("enduit" OR "filler")');
    expect(planned.corrected).toBeNull();
    expect(planned.translated).toEqual([{ word: 'enduit', lang: 'fr', meanings: ['filler'] }]);
    // A phrase of several words, typed with the page's own words around it.
    expect(plan('salle de bain smoothing')!.translated).toEqual([{ word: 'salle de bain', lang: 'fr', meanings: ['bathroom'] }]);
    expect(plan('salle de bain smoothing')!.full).toBe('(("salle" AND "de" AND "bain") OR "bathroom") AND "smoothing"*');
  });

  it('reads a translation through the language’s own synonyms, one step', () => {
    expect(plan('plaque')!.full).toBe('("plaque" OR "placo" OR "plasterboard")');
  });

  it('explains nothing for a word the page’s language writes too, or starts as the visitor types', () => {
    expect(plan('rapid')!.translated).toEqual([]);
    expect(plan('rapid')!.full).toBe('("rapid" OR "quick")');
    // "fin", on the way to "finish" or "fine": the English words come first, unexplained.
    expect(plan('fin')!.translated).toEqual([]);
    expect(plan('fin smoothing')!.translated).toEqual([{ word: 'fin', lang: 'fr', meanings: ['fine'] }]);
  });

  it('holds no word for punctuation alone', () => {
    expect(plan(' -- ')).toBeNull();
  });
});
