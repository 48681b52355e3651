// The kept pages' titles and languages are read by the browser (DOMParser): tests/e2e/offline.test.ts.
import { expect, test } from 'vitest';
import { inOtherLanguage, inReadingOrder } from '../../../src/shared/features/offline/kept-content.ts';

test("the reader's language first, then the others, by title within each", () => {
  const entries = [
    { href: '/fr/b', title: 'Bande à joint', lang: 'fr-FR' },
    { href: '/b', title: 'Bonding Primer', lang: 'en-GB' },
    { href: '/fr/a', title: 'Apprêt', lang: 'fr-FR' },
    { href: '/f', title: 'Fine Finish', lang: 'en-GB' },
  ];
  expect(inReadingOrder(entries, 'en-GB').map((entry) => entry.href)).toEqual(['/b', '/f', '/fr/a', '/fr/b']);
  expect(inReadingOrder(entries, 'fr-FR').map((entry) => entry.href)).toEqual(['/fr/a', '/fr/b', '/b', '/f']);
  expect(inOtherLanguage(entries[0]!, 'fr')).toBe(false);
  expect(inOtherLanguage(entries[0]!, 'en-GB')).toBe(true);
  expect(inOtherLanguage({ href: '/x.pdf', title: 'x.pdf' }, 'en-GB')).toBe(false);
});
