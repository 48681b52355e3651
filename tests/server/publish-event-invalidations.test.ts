/**
 * What a publish event drops (decision 187): the entity by every slug the event names, with no
 * look-up; everything for a type the caches know no entities of, or for an event without slugs;
 * everything once for a batch larger than an editor's (an import).
 */
import { expect, test } from 'vitest';
import { invalidationsOf, invalidationsOfBatch } from '../../src/server/cache/cache-invalidation.ts';

test('a product names itself by its slug in each language', () => {
  expect(invalidationsOf({ entity_type: 'product', slugs: { en: 'lime-wall-filler-powder', fr: 'reboucher/enduit-a-la-chaux' } })).toEqual([
    { entity: { type: 'product', slug: 'lime-wall-filler-powder' }, slugs: ['lime-wall-filler-powder', 'reboucher/enduit-a-la-chaux'] },
  ]);
});

test('a category and a page too', () => {
  expect(invalidationsOf({ entity_type: 'category', slugs: { en: 'filling/wood-filling' } })).toEqual([
    { entity: { type: 'category', slug: 'filling/wood-filling' }, slugs: ['filling/wood-filling'] },
  ]);
  expect(invalidationsOf({ entity_type: 'page', slugs: { en: 'site-visits', fr: 'visites-de-chantier' } })).toEqual([
    { entity: { type: 'page', slug: 'site-visits' }, slugs: ['site-visits', 'visites-de-chantier'] },
  ]);
});

test('a content resource the caches know no entities of (a list many pages show) drops everything', () => {
  expect(invalidationsOf({ entity_type: 'faq', slugs: { en: 'drying-times' } })).toEqual([{ all: true }]);
});

test('an event without slugs drops everything, since nothing could name what it changed', () => {
  expect(invalidationsOf({ entity_type: 'product', slugs: {} })).toEqual([{ all: true }]);
});

test('a batch drops each of its entities; past fifty events, everything once', () => {
  const product = (index: number) => ({ entity_type: 'product', slugs: { en: `product-${index}` } });
  const fifty = Array.from({ length: 50 }, (_, index) => product(index));
  expect(invalidationsOfBatch(fifty)).toHaveLength(50);
  expect(invalidationsOfBatch(fifty)[49]).toEqual({ entity: { type: 'product', slug: 'product-49' }, slugs: ['product-49'] });
  expect(invalidationsOfBatch([...fifty, product(50)])).toEqual([{ all: true }]);
  expect(invalidationsOfBatch([])).toEqual([]);
});
