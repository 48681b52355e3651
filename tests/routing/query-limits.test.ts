/**
 * Issue 31: the site's route grammar and the back office's query reader read their bounds from
 * one declaration (query-limits.ts), so a URL the grammar matches never makes a call the back
 * office refuses: the last value in bounds matches and is read, the first beyond is a 404 for
 * the site and a 400 for the back office.
 */
import { describe, expect, test } from 'vitest';
import routes from '../../routes.ts';
import { HttpError } from '../../src/backoffice/http/http-error.ts';
import { QueryReader } from '../../src/backoffice/http/query-reader.ts';
import { configuredLocales } from '../../src/shared/kernel/config/locales.ts';
import {
  CARACTERISTIC_NAME_MAX_LENGTH,
  CARACTERISTIC_VALUE_MAX_LENGTH,
  CARACTERISTIC_VALUES_MAX,
  CARACTERISTICS_MAX,
  ID_DIGITS_MAX,
  IDS_MAX,
  LIST_ITEMS_MAX,
  PAGE_MAX,
  PER_PAGE_MAX,
  SEARCH_TEXT_MAX_LENGTH,
} from '../../src/shared/kernel/api/query-limits.ts';
import { caracteristicsWithinBounds } from '../../src/shared/kernel/api/caracteristics-bounds.ts';
import { refuseFiltersBeyondBounds } from '../../src/shared/kernel/data/listing-bounds.ts';
import { PageResponse } from '../../src/shared/kernel/data/page-response.ts';
import { readCriteria } from '../../src/backoffice/routes/product-query.ts';
import type { PlanContext } from '../../src/backoffice/catalogue/product-criteria.ts';
import type { Services } from '../../src/backoffice/services.ts';
import { createRouter } from '../../src/shared/kernel/routing/router.ts';

const router = createRouter(routes, configuredLocales);

function reader(query: Record<string, string>): QueryReader {
  return new QueryReader(new URLSearchParams(query));
}

function refusal(read: () => unknown): number | undefined {
  try {
    read();
    return undefined;
  } catch (error) {
    return error instanceof HttpError ? error.status : -1;
  }
}

async function asyncRefusal(read: () => Promise<unknown>): Promise<number | undefined> {
  try {
    await read();
    return undefined;
  } catch (error) {
    return error instanceof HttpError ? error.status : -1;
  }
}

describe('pages', () => {
  test.each([
    ['/news/_p__'],
    ['/fr/actualites/_p__'],
    ['/category/smoothing/_p__'],
  ])('%s: the last page in bounds matches, the next is a 404 (as the back office answers 400)', (prefix) => {
    expect(router.match(`${prefix}${PAGE_MAX}`)).toMatchObject({ page: PAGE_MAX });
    expect(router.match(`${prefix}${PAGE_MAX + 1}`)).toBeUndefined();
    expect(refusal(() => reader({ page: String(PAGE_MAX) }).paging(12))).toBeUndefined();
    expect(refusal(() => reader({ page: String(PAGE_MAX + 1) }).paging(12))).toBe(400);
  });

  test('perPage is read up to its bound', () => {
    expect(reader({ perPage: String(PER_PAGE_MAX) }).paging(12).perPage).toBe(PER_PAGE_MAX);
    expect(refusal(() => reader({ perPage: String(PER_PAGE_MAX + 1) }).paging(12))).toBe(400);
  });
});

describe('texts and lists', () => {
  test('a searched text: the route takes what the back office reads', () => {
    const longest = 'a'.repeat(SEARCH_TEXT_MAX_LENGTH);
    expect(router.match(`/results/${longest}`)).toMatchObject({ params: { search: longest } });
    // Beyond it, the path is no search (a CMS page's slug at most, which the back office does not know).
    expect(router.match(`/results/${longest}a`)?.route.name).not.toBe('results');
    expect(reader({ text: ` ${longest} ` }).text('text', SEARCH_TEXT_MAX_LENGTH)).toBe(longest);
    expect(refusal(() => reader({ text: `${longest}a` }).text('text', SEARCH_TEXT_MAX_LENGTH))).toBe(400);
  });

  test('ids and other lists are bounded in items and item length', () => {
    const ids = { maxItems: IDS_MAX, maxItemLength: ID_DIGITS_MAX };
    expect(reader({ ids: Array.from({ length: IDS_MAX }, (_, index) => index + 1).join(',') }).list('ids', ids)).toHaveLength(IDS_MAX);
    expect(refusal(() => reader({ ids: Array.from({ length: IDS_MAX + 1 }, (_, index) => index + 1).join(',') }).list('ids', ids))).toBe(400);
    expect(refusal(() => reader({ ids: '9'.repeat(ID_DIGITS_MAX + 1) }).list('ids', ids))).toBe(400);
    expect(refusal(() => reader({ tags: Array.from({ length: LIST_ITEMS_MAX + 1 }, (_, index) => `t${index}`).join(',') }).list('tags'))).toBe(400);
  });
});

describe('characteristics', () => {
  const chosen = (count: number, values = 1, length = 4) =>
    Object.fromEntries(Array.from({ length: count }, (_, index) => [`k${index}`, Array.from({ length: values }, (_, value) => `${value}`.padStart(length, 'v'))]));
  const readBack = (map: object) => () => readCriteria(new QueryReader(new URLSearchParams({ caracteristics: JSON.stringify(map) })), {} as Services, {} as PlanContext);
  const listing = (map: Record<string, string[]>) => () => refuseFiltersBeyondBounds({ caracteristics: map }, []);

  test.each([
    ['count', chosen(CARACTERISTICS_MAX), chosen(CARACTERISTICS_MAX + 1)],
    ['values', chosen(1, CARACTERISTIC_VALUES_MAX), chosen(1, CARACTERISTIC_VALUES_MAX + 1)],
    ['value length', chosen(1, 1, CARACTERISTIC_VALUE_MAX_LENGTH), chosen(1, 1, CARACTERISTIC_VALUE_MAX_LENGTH + 1)],
    ['name length', { ['n'.repeat(CARACTERISTIC_NAME_MAX_LENGTH)]: ['v'] }, { ['n'.repeat(CARACTERISTIC_NAME_MAX_LENGTH + 1)]: ['v'] }],
  ])('%s: the back office reads the last map in bounds, a listing shows it, and the next is a 400 and a 404', async (_bound, kept, broken) => {
    expect(caracteristicsWithinBounds(Object.entries(kept))).toBe(true);
    expect(caracteristicsWithinBounds(Object.entries(broken))).toBe(false);
    expect(await asyncRefusal(readBack(kept))).toBeUndefined();
    expect(await asyncRefusal(readBack(broken))).toBe(400);
    expect(listing(kept)).not.toThrow();
    expect(listing(broken)).toThrow(PageResponse);
  });

  test('a listing counts the choice guide\'s answers and its filter segments together', () => {
    const answers = chosen(CARACTERISTICS_MAX);
    expect(() => refuseFiltersBeyondBounds({ caracteristics: answers }, [{ key: 'K0', values: ['other'] }])).not.toThrow();
    expect(() => refuseFiltersBeyondBounds({ caracteristics: answers }, [{ key: 'EXTRA', values: ['v'] }])).toThrow(PageResponse);
    const manyValues = Array.from({ length: CARACTERISTIC_VALUES_MAX + 1 }, (_, index) => `v${index}`).join(',');
    expect(router.match(`/category/smoothing/__FORM__${manyValues}`)).toBeDefined();
    expect(() => refuseFiltersBeyondBounds({}, [{ key: 'FORM', values: manyValues.split(',') }])).toThrow(PageResponse);
  });
});
