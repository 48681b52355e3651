/**
 * The logo's tagline is in the page's language (decision 195): every configured locale has its
 * logo file, and the tagline drawn in it is the one its catalogue writes (`site.tagline`, the
 * footer's), so the two never tell different words. The lettering is outlines, each line's words
 * its path's label (scripts/draw-logos.mjs writes both; run it when a tagline changes).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { escapeAttribute } from '../../src/backoffice/media/art/lettering.ts';
import { configuredLocales, logoPath } from '../../src/shared/kernel/config/locales.ts';
import { englishMessages } from '../../src/shared/kernel/i18n/en/index.ts';
import { frenchMessages } from '../../src/shared/kernel/i18n/fr/index.ts';

const staticDir = path.resolve(import.meta.dirname, '../../src/client/static');
const catalogues: Readonly<Record<string, Readonly<Record<string, string>>>> = { en: englishMessages, fr: frenchMessages };

describe.each(configuredLocales.map((locale) => [locale.code]))('the %s logo', (code) => {
  test('exists and draws the catalogue’s tagline', () => {
    const svg = readFileSync(path.join(staticDir, logoPath(code)), 'utf8');
    // Compared as the script writes them, escaped by the same function: no second unescaper here.
    const drawnLines = [...svg.matchAll(/<path aria-label="([^"]*)" d="M[^"]{400,}"\/>/g)].map(([, words]) => words);
    expect(drawnLines).toEqual(['Filler & Plaster', catalogues[code]!['site.tagline']!].map(escapeAttribute));
    // No text for the image to set: an SVG image has none of the page's fonts to set it with.
    expect(svg).not.toContain('<text');
  });
});

test('an unknown locale gets the default locale’s logo', () => {
  expect(logoPath('en')).toBe('/logo.svg');
  expect(logoPath('fr')).toBe('/fr/logo.svg');
  expect(logoPath('xx')).toBe('/logo.svg');
});
