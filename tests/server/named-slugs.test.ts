/** What a back-office answer names, as the admin invalidation reads it (docs/decisions/162). */
import { expect, test } from 'vitest';
import { parseInvalidationRequest } from '../../src/server/cache/cache-invalidation.ts';
import { namedSlugs } from '../../src/server/cache/named-slugs.ts';

test('every slug at any depth, each language of slugs, nothing else', () => {
  const answer = {
    items: [
      { id: 1, slug: 'fine-finish', name: 'slug', categories: [{ id: 10, slug: 'smoothing' }], slugs: { en: 'fine-finish', fr: 'lissage-fin' } },
      { id: 2, slug: 'deep-fill', use_with: [{ product: { slug: 'primer' } }], tags: ['slug-like-text'] },
    ],
    total: 2,
    slug: 42,
  };
  expect([...namedSlugs(answer)].sort()).toEqual(['deep-fill', 'fine-finish', 'lissage-fin', 'primer', 'smoothing']);
  expect(namedSlugs(answer)).toBe(namedSlugs(answer));
  expect(namedSlugs(null).size).toBe(0);
  expect(namedSlugs('fine-finish').size).toBe(0);
});

test('a request is all, or one entity with a known type and a slug', () => {
  expect(parseInvalidationRequest({ all: true })).toEqual({ ok: true, request: { all: true } });
  expect(parseInvalidationRequest({ entity: { type: 'category', slug: 'smoothing/fine' } })).toEqual({
    ok: true,
    request: { entity: { type: 'category', slug: 'smoothing/fine' } },
  });
  expect(parseInvalidationRequest({ entity: { type: 'shoe', slug: 'x' } })).toEqual({ ok: false, errors: { 'entity.type': expect.any(String) } });
  expect(parseInvalidationRequest({ entity: { type: 'page', slug: '/about' } })).toEqual({ ok: false, errors: { 'entity.slug': expect.any(String) } });
  expect(parseInvalidationRequest({ all: true, other: 1 })).toEqual({ ok: false, errors: { other: 'Unknown field.' } });
  expect(parseInvalidationRequest(null).ok).toBe(false);
});
