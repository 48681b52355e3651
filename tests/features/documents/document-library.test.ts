/**
 * The document library's addresses (issue 34, decision 194): what an address asks, checked
 * against the section's options, with bounds; hostile addresses are 404s, in time linear in
 * their length; and the documents a query keeps.
 */
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import type { Notice } from '../../../src/shared/kernel/api/contract.ts';
import {
  DOCUMENTS_PER_PAGE,
  filterDocuments,
  inLanguageFirst,
  libraryOptions,
  offeredFilters,
  pageOf,
  readLibraryRequest,
  type LibraryAddress,
} from '../../../src/shared/blocks/documents/document-library.ts';

function notice(id: number, fields: Partial<Notice>): Notice {
  return {
    id,
    section: 'technical_documentation',
    type: { technical_name: 'technical_sheet', label: 'Technical sheet' },
    title: `Document ${id}`,
    description: '',
    url: `/media/document/d${id}.pdf`,
    size_bytes: null,
    target: null,
    language: 'en',
    product: null,
    ranges: [],
    cover: null,
    ...fields,
  };
}

const smoothing = { id: 1, slug: 'smoothing-compounds', name: 'Smoothing compounds' };
const exterior = { id: 2, slug: 'exterior-compounds', name: 'Exterior compounds' };
const notices: Notice[] = [
  notice(1, { title: 'Fine Finish Smoothing Powder — technical sheet', product: { id: 10, slug: 'fine-finish-smoothing-powder', name: 'Fine Finish Smoothing Powder' }, ranges: [smoothing] }),
  notice(2, { title: 'Façade Exterior Filler — technical sheet', product: { id: 11, slug: 'facade-exterior-filler', name: 'Façade Exterior Filler' }, ranges: [exterior], language: 'fr' }),
  notice(3, {
    title: 'Façade Exterior Filler — safety data sheet',
    type: { technical_name: 'safety_data_sheet', label: 'Safety data sheet' },
    product: { id: 11, slug: 'enduits-exterieurs/facade-exterior-filler', name: 'Façade Exterior Filler' },
    ranges: [exterior],
  }),
  notice(4, { title: 'Plasterboard jointing guide', description: 'Levels of finish and tape systems.', type: { technical_name: 'installation_guide', label: 'Installation guide' } }),
];
const options = libraryOptions(notices, 'en');
const address = (fields: Partial<LibraryAddress> = {}): LibraryAddress => ({ path: '/technical-documentation', query: '', filters: [], page: undefined, ...fields });

describe('options', () => {
  test('each once, ranges and products by name, types in the list’s order, the page’s language first', () => {
    expect(options.RANGE.map((option) => option.value)).toEqual(['exterior-compounds', 'smoothing-compounds']);
    // A French slug `{range}/{product}` is written by its product part.
    expect(options.PRODUCT.map((option) => option.value)).toEqual(['facade-exterior-filler', 'fine-finish-smoothing-powder']);
    expect(options.TYPES.map((option) => option.value)).toEqual(['technical-sheet', 'safety-data-sheet', 'installation-guide']);
    expect(libraryOptions(notices, 'fr').LANG.map((option) => option.value)).toEqual(['fr', 'en']);
  });

  test('a filter is offered when it is a choice, or in use', () => {
    const english = libraryOptions([notices[0]!, notices[3]!], 'en');
    expect(offeredFilters(english, [])).toEqual(['TYPES']);
    expect(offeredFilters(english, [{ key: 'LANG', values: ['en'] }])).toEqual(['TYPES', 'LANG']);
  });
});

describe('reading an address', () => {
  test('the segments and the words', () => {
    const read = readLibraryRequest(address({ query: '?q=%20fa%C3%A7ade%20', filters: [{ key: 'RANGE', values: ['exterior-compounds'] }], page: 1 }), options);
    expect(read).toEqual({ kind: 'query', query: { filters: [{ key: 'RANGE', values: ['exterior-compounds'] }], text: 'façade', page: 1 } });
    expect(readLibraryRequest(address({ query: '?utm_source=mail' }), options)).toEqual({ kind: 'query', query: { filters: [], text: '', page: 1 } });
  });

  test('the form’s fields are answered with the address they name: segments in order, words in the query, the first page', () => {
    const form = '?q=joint+guide&range=exterior-compounds&product=&type=technical-sheet%2Csafety-data-sheet&lang=';
    expect(readLibraryRequest(address({ path: '/fr/enduit-professionnels/documentation-technique/_p__3', query: form, page: 3 }), options)).toEqual({
      kind: 'redirect',
      location: '/fr/enduit-professionnels/documentation-technique/__RANGE__exterior-compounds/__TYPES__technical-sheet,safety-data-sheet?q=joint+guide',
    });
    // Every field empty: the plain list; a field the form names replaces the segment.
    expect(readLibraryRequest(address({ query: '?q=&range=&product=&type=&lang=', filters: [{ key: 'TYPES', values: ['technical-sheet'] }] }), options)).toEqual({
      kind: 'redirect',
      location: '/technical-documentation',
    });
  });

  test.each([
    ['an unknown value', address({ filters: [{ key: 'RANGE', values: ['wood'] }] })],
    ['an unknown value in the form', address({ query: '?type=brochure' })],
    ['a value twice', address({ filters: [{ key: 'TYPES', values: ['technical-sheet', 'technical-sheet'] }] })],
    ['a key of no library', address({ filters: [{ key: 'ORDER', values: ['price-asc'] }] })],
    ['a repeated field', address({ query: '?q=a&q=b' })],
    ['a repeated filter field', address({ query: '?type=technical-sheet&type=safety-data-sheet' })],
    ['a value outside the segment grammar', address({ query: '?range=Exterior%20compounds' })],
    ['a value with a slash', address({ query: '?product=enduits-exterieurs/facade-exterior-filler' })],
    ['words beyond 200 characters', address({ query: `?q=${'a'.repeat(201)}` })],
  ])('%s is a 404', (_case, asked) => {
    expect(readLibraryRequest(asked, options)).toEqual({ kind: 'not-found' });
  });

  test('200 characters of words are read', () => {
    expect(readLibraryRequest(address({ query: `?q=${'a'.repeat(200)}` }), options)).toMatchObject({ kind: 'query', query: { text: 'a'.repeat(200) } });
  });

  test('any query string is a query, a redirect or a 404, never an exception', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.array(fc.tuple(fc.constantFrom('q', 'range', 'product', 'type', 'lang', 'x'), fc.string({ maxLength: 40 })), { maxLength: 8 }), (raw, pairs) => {
        for (const query of [raw, `?${new URLSearchParams(pairs).toString()}`]) {
          const read = readLibraryRequest(address({ query }), options);
          expect(['query', 'redirect', 'not-found']).toContain(read.kind);
          if (read.kind === 'redirect') expect(read.location).toMatch(/^\/technical-documentation(\/__[A-Z]+__[a-z0-9,-]+)*(\?q=[^&]*)?$/);
        }
      }),
    );
  });

  test('in time linear in the address: a hundred times longer takes at most about a hundred times longer', () => {
    const timed = (length: number) => {
      const query = `?q=${'é'.repeat(length)}&range=${'a,'.repeat(length)}a&${'x=1&'.repeat(length)}`;
      const started = performance.now();
      for (let run = 0; run < 20; run++) readLibraryRequest(address({ query }), options);
      return performance.now() - started;
    };
    timed(1_000);
    const small = Math.max(timed(1_000), 1);
    expect(timed(100_000) / small).toBeLessThan(400);
  });
});

describe('filtering', () => {
  test('filters hold together, one of a filter’s values is enough', () => {
    const ids = (filters: Parameters<typeof filterDocuments>[1]['filters'], text = '') => filterDocuments(notices, { filters, text }).map((found) => found.id);
    expect(ids([{ key: 'RANGE', values: ['exterior-compounds'] }])).toEqual([2, 3]);
    expect(ids([{ key: 'RANGE', values: ['exterior-compounds'] }, { key: 'TYPES', values: ['safety-data-sheet'] }])).toEqual([3]);
    expect(ids([{ key: 'TYPES', values: ['safety-data-sheet', 'installation-guide'] }])).toEqual([3, 4]);
    expect(ids([{ key: 'PRODUCT', values: ['facade-exterior-filler'] }])).toEqual([2, 3]);
    expect(ids([{ key: 'LANG', values: ['fr'] }])).toEqual([2]);
  });

  test('every word is found, in the title, description, type, product or range, accents and case ignored', () => {
    const ids = (text: string) => filterDocuments(notices, { filters: [], text }).map((found) => found.id);
    expect(ids('FACADE')).toEqual([2, 3]);
    expect(ids('façade safety')).toEqual([3]);
    expect(ids('tape')).toEqual([4]);
    expect(ids('smoothing compounds')).toEqual([1]);
    expect(ids('  ')).toEqual([1, 2, 3, 4]);
    expect(ids('plaster nothing')).toEqual([]);
  });

  test("the page's language first, each group in the section's order", () => {
    expect(inLanguageFirst(notices, 'fr').map((found) => found.id)).toEqual([2, 1, 3, 4]);
    expect(inLanguageFirst(notices, 'en').map((found) => found.id)).toEqual([1, 3, 4, 2]);
  });

  test('pages of a bounded size; an empty list is one page', () => {
    const many = Array.from({ length: DOCUMENTS_PER_PAGE * 2 + 1 }, (_, index) => index);
    expect(pageOf(many, 3)).toEqual({ items: [DOCUMENTS_PER_PAGE * 2], pageCount: 3 });
    expect(pageOf([], 1)).toEqual({ items: [], pageCount: 1 });
  });
});
