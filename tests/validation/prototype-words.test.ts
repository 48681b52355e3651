/**
 * Issue 31: no text from outside is looked up in a plain object. `constructor` searched for was a
 * 500 (the search's spelling table found Object's constructor); every look-up found by the audit
 * is fed the words every object inherits, and each answers as it does for any unknown word.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { productFacets, choiceGuide } from '../../src/backoffice/catalogue/product-filters.ts';
import type { PlanContext } from '../../src/backoffice/catalogue/product-criteria.ts';
import { sheetTitle } from '../../src/backoffice/catalogue/search-documents.ts';
import { fold, indexedText, stem } from '../../src/backoffice/catalogue/search-text.ts';
import { QueryReader } from '../../src/backoffice/http/query-reader.ts';
import { documentTexts } from '../../src/backoffice/i18n/document-texts.ts';
import { sceneSubjectOf } from '../../src/backoffice/demo/scenes.ts';
import { readCriteria } from '../../src/backoffice/routes/product-query.ts';
import type { Services } from '../../src/backoffice/services.ts';
import { parseCookies } from '../../src/server/cookies.ts';
import { pictogramOf } from '../../src/shared/features/choice-guide/guide-pictograms.tsx';
import { parseChoices } from '../../src/shared/features/consent/choices.ts';
import { formatPrice } from '../../src/shared/kernel/format/price.ts';
import { loadTranslation, translationOf } from '../../src/shared/kernel/i18n/translations.ts';
import { caracteristicsOf } from '../../src/shared/kernel/routing/filter-segments.ts';
import { decodeCharacteristics, encodeCharacteristics } from '../../src/shared/kernel/routing/characteristics.ts';
import { ownValue } from '../../src/shared/kernel/data/own-value.ts';
import { openSeededServices, type SeededServices } from '../backoffice/start-test-backoffice.ts';

const PROTOTYPE_WORDS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', '__defineGetter__'] as const;

let seeded: SeededServices | undefined;
let services: Services;
let context: PlanContext;

beforeAll(async () => {
  seeded = await openSeededServices();
  ({ services, proContext: context } = seeded);
});
afterAll(async () => {
  await seeded?.close();
});

describe.each(PROTOTYPE_WORDS)('%s', (word) => {
  test('the search reads it as a word: stemmed as itself, searched, planned for listings', async () => {
    for (const lang of ['en', 'fr']) {
      expect(typeof stem(word.toLowerCase(), lang)).toBe('string');
      expect(typeof indexedText(word, lang)).toBe('string');
    }
    expect(stem('constructor', 'en')).toBe('constructor');
    expect(fold(word)).toBe(word.toLowerCase());
    for (const lang of ['en', 'fr']) {
      const found = await services.search.search({ siteId: context.siteId, plan: context.plan, lang, text: word, perGroup: 3, offset: 0, tab: null });
      expect(found.products.items).toBeInstanceOf(Array);
      const listed = await services.search.productsFound({ ...context, lang }, word);
      expect(await services.products.matchingIds({ ...context, lang }, { found: listed })).toBeInstanceOf(Array);
    }
  });

  test('a characteristic, a price bound or a choice named by it filters like any unknown name', async () => {
    const query = new QueryReader(new URLSearchParams({ caracteristics: `{"${word}":["x"],"form":["paste"]}`, price: `{"${word}":{"min":1}}` }));
    const criteria = await readCriteria(query, services, context);
    expect(Object.keys(criteria.caracteristics!)).toEqual([word, 'form']);
    expect(criteria.price).toEqual({});
    expect(await services.products.matchingIds(context, criteria)).toEqual([]);
    expect((await services.products.matchingIds(context, criteria, word)).length).toBeGreaterThan(0);
    expect(Object.keys(await productFacets(services, context, criteria))).toContain('price');
    expect(Object.keys(await choiceGuide(services, context, criteria.caracteristics!)).length).toBeGreaterThan(0);
  });

  test('the site reads it from a URL, a cookie or a filter segment as unknown', () => {
    const chosen = decodeCharacteristics(encodeCharacteristics({ [word]: ['x'] }));
    expect(chosen && Object.keys(chosen)).toEqual([word]);
    expect(parseCookies(`${word}=1; lang=fr`).get('lang')).toBe('fr');
    expect(parseChoices(`${word}=true`)).toBeNull();
    expect(Object.keys(caracteristicsOf([{ key: word.toUpperCase(), values: ['x'] }]))).toEqual([word.toLowerCase()]);
  });

  test('tables written in the code answer it as a key they do not have', async () => {
    expect(ownValue({ en: 1 }, word)).toBeUndefined();
    expect(documentTexts(word)).toBe(documentTexts('en'));
    expect(sheetTitle('Fine', word)).toBe(sheetTitle('Fine', 'en'));
    expect(sceneSubjectOf(`category-${word.toLowerCase()}`)).toBeNull();
    expect(sceneSubjectOf(`${word.toLowerCase()}-slug`)).toBeNull();
    expect(pictogramOf(word, word)).toBe(pictogramOf('no-such-question', 'no-such-answer'));
    expect(formatPrice(1234.5, { locale: word })).toBe(formatPrice(1234.5, { locale: 'xx' }));
    await loadTranslation(word);
    expect(translationOf(word)).toBeUndefined();
    expect(await services.media.read(`visuels/scene.${word}`)).toBeNull();
  });
});
