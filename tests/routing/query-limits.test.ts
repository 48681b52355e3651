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
  caracteristicsBoundBreach,
  ID_DIGITS_MAX,
  IDS_MAX,
  LIST_ITEMS_MAX,
  PAGE_MAX,
  PER_PAGE_MAX,
  SEARCH_TEXT_MAX_LENGTH,
} from '../../src/shared/kernel/api/query-limits.ts';
import { decodeCharacteristics, encodeCharacteristics } from '../../src/shared/kernel/routing/characteristics.ts';
import { createRouter } from '../../src/shared/kernel/routing/router.ts';
import { parseTail } from '../../src/shared/kernel/routing/segments.ts';

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

  test.each([
    ['count', chosen(CARACTERISTICS_MAX), chosen(CARACTERISTICS_MAX + 1)],
    ['values', chosen(1, CARACTERISTIC_VALUES_MAX), chosen(1, CARACTERISTIC_VALUES_MAX + 1)],
    ['value', chosen(1, 1, CARACTERISTIC_VALUE_MAX_LENGTH), chosen(1, 1, CARACTERISTIC_VALUE_MAX_LENGTH + 1)],
    ['name', { ['n'.repeat(CARACTERISTIC_NAME_MAX_LENGTH)]: ['v'] }, { ['n'.repeat(CARACTERISTIC_NAME_MAX_LENGTH + 1)]: ['v'] }],
  ])('%s: the choice guide decodes what the bound allows and refuses the rest', (breach, kept, broken) => {
    expect(caracteristicsBoundBreach(Object.entries(kept))).toBeUndefined();
    expect(caracteristicsBoundBreach(Object.entries(broken))).toBe(breach);
    expect(decodeCharacteristics(encodeCharacteristics(kept))).toEqual(kept);
    expect(decodeCharacteristics(encodeCharacteristics(broken))).toBeUndefined();
  });

  test('a filter segment beyond the bounds breaks the grammar', () => {
    const values = (count: number) => Array.from({ length: count }, (_, index) => `v${index}`).join(',');
    expect(parseTail([`__FORM__${values(CARACTERISTIC_VALUES_MAX)}`])).toBeDefined();
    expect(parseTail([`__FORM__${values(CARACTERISTIC_VALUES_MAX + 1)}`])).toBeUndefined();
    expect(parseTail([`__FORM__${'v'.repeat(CARACTERISTIC_VALUE_MAX_LENGTH + 1)}`])).toBeUndefined();
  });
});
