/**
 * The document library through the real site, without JavaScript (issue 34, decision 194): the
 * cards, the GET form and its redirect to the filtered address, the filtered pages in both
 * languages, 404s for what names no page, the searched words escaped, the covers served as
 * pictures in the format the browser takes.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Notice } from '../../src/shared/kernel/api/contract.ts';
import { createBackofficeClient } from '../../src/shared/kernel/api/client.ts';
import { startEmbeddedSite } from '../support/embedded-site.ts';
import type { TestSite } from '../support/test-site.ts';

let site: TestSite;
beforeAll(async () => {
  site = await startEmbeddedSite();
}, 120_000);
afterAll(() => site.close());

const page = async (path: string) => {
  const response = await site.get(path);
  return { status: response.status, html: await response.text() };
};
/** The section's documents as the back office lists them for professionals in English. */
const technicalDocuments = async (): Promise<Notice[]> =>
  (await createBackofficeClient({ baseUrl: site.backofficeUrl }).call('GET /notice', { query: { section: 'technical_documentation' } })).items;
const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&#x27;/g, "'");
const cards = (html: string) => [...html.matchAll(/<li class="document-card">(.*?)<\/li>/gs)].map(([, card]) => card!);
const cardTitles = (html: string) => cards(html).map((card) => text(/<h2 class="document-card__title">(.*?)<\/h2>/s.exec(card)![1]!));
const count = (html: string) => text(/<p id="[^"]+" class="library__count" role="status">(.*?)<\/p>/s.exec(html)![1]!);
/** The opening tag of the first element having every one of these attributes, in any order. */
const tagWith = (html: string, ...attributes: string[]) => [...html.matchAll(/<[a-z]+ [^>]*>/g)].map(([tag]) => tag).find((tag) => attributes.every((attribute) => tag.includes(attribute)));
const selected = (html: string, name: string) => /<option value="([^"]*)" selected="">/.exec(new RegExp(`<select[^>]* name="${name}"[^>]*>(.*?)</select>`, 's').exec(html)![1]!)?.[1];

describe('the technical documentation without JavaScript', () => {
  test('a page of cards: cover (decorative), type, title, linked product, file and a download link to the PDF; the count and the pages', async () => {
    const { status, html } = await page('/technical-documentation');
    expect(status).toBe(200);
    expect(count(html)).toBe('94 documents');
    expect(cards(html)).toHaveLength(24);
    const sheet = cards(html).find((card) => card.includes('/media/sheet/en/fine-finish-smoothing-powder.pdf'))!;
    expect(sheet).toMatch(/<img src="\/media\/cover\/sheet\/en\/fine-finish-smoothing-powder\.png" alt="" width="120" height="170"/);
    expect(sheet).toContain('<p class="document-card__type">Technical sheet</p>');
    expect(text(sheet)).toContain('Product: Fine Finish Smoothing Powder');
    // Links keep the visitor's audience (decisions §1).
    expect(sheet).toMatch(/<a href="\/professional-filler\/product\/fine-finish-smoothing-powder"/);
    expect(sheet).toMatch(/<a href="\/media\/sheet\/en\/fine-finish-smoothing-powder\.pdf" target="_blank" rel="noopener" class="[^"]*document-card__download/);
    expect(text(sheet)).toMatch(/PDF(\s·\s\d+\skB)?\s·\sEnglish/);
    // The pages, the address of each page segment.
    expect(html).toMatch(/<nav class="pagination"[^>]*>.*href="\/professional-filler\/technical-documentation\/_p__4"/s);
    expect(cards((await page('/technical-documentation/_p__4')).html)).toHaveLength(94 - 3 * 24);
  });

  test('a GET form of labelled fields: words, range, product and type (one language: no language filter)', async () => {
    const { html } = await page('/technical-documentation');
    expect(tagWith(html, '<form role="search"', 'method="get"', 'action="/professional-filler/technical-documentation"', 'aria-label="Find a document"')).toBeDefined();
    const form = /<form role="search"[^>]*>(.*?)<\/form>/s.exec(html)![1]!;
    for (const name of ['q', 'range', 'product', 'type']) {
      const id = /id="([^"]+)"/.exec(tagWith(form, `name="${name}"`)!)![1]!;
      expect(form, name).toContain(`<label for="${id}" class="field__label">`);
    }
    expect(form).not.toContain('name="lang"');
    expect(form).toContain('<option value="exterior-compounds">Exterior compounds</option>');
    expect(form).toContain('<option value="safety-data-sheet">Safety data sheet</option>');
    expect(form).toContain('<button type="submit" class="button">Search</button>');
  });

  test('the form’s query is answered 303 with the filtered address; that page lists what the filters keep, its choices selected', async () => {
    const sent = await site.get('/technical-documentation?q=&range=exterior-compounds&product=&type=safety-data-sheet');
    expect(sent.status).toBe(303);
    const location = sent.headers.get('location')!;
    expect(location).toBe('/technical-documentation/__RANGE__exterior-compounds/__TYPES__safety-data-sheet');
    const { status, html } = await page(location);
    expect(status).toBe(200);
    const kept = (await technicalDocuments()).filter(
      (notice) => notice.type.technical_name === 'safety_data_sheet' && notice.ranges.some((range) => range.slug === 'exterior-compounds'),
    );
    expect(kept.length).toBeGreaterThan(2);
    expect(cardTitles(html)).toEqual(kept.map((notice) => notice.title));
    expect(count(html)).toBe(`${kept.length} documents`);
    expect(selected(html, 'range')).toBe('exterior-compounds');
    expect(selected(html, 'type')).toBe('safety-data-sheet');
    expect(html).toContain('<meta name="robots" content="noindex');
  });

  test('words: every one found, accents ignored, kept in the field and the count, on every page', async () => {
    const sent = await site.get('/technical-documentation?q=FACADE+filler+powder&range=&product=&type=');
    expect(sent.headers.get('location')).toBe('/technical-documentation?q=FACADE+filler+powder');
    const { html } = await page('/technical-documentation?q=FACADE+filler+powder');
    expect(cardTitles(html)).toEqual(['Façade Exterior Filler Powder — technical sheet', 'Façade Exterior Filler Powder — safety data sheet']);
    expect(count(html)).toBe('2 documents for “FACADE filler powder”');
    expect(tagWith(html, '<input', 'type="search"', 'name="q"', 'maxLength="200"', 'value="FACADE filler powder"')).toBeDefined();
    // Pages keep the words.
    expect((await page('/technical-documentation?q=sheet')).html).toContain('href="/professional-filler/technical-documentation/_p__2?q=sheet"');
  });

  test('an empty result says so and leads back to every document', async () => {
    const { status, html } = await page('/technical-documentation?q=nothing+like+this');
    expect(status).toBe(200);
    expect(cards(html)).toEqual([]);
    expect(text(html)).toContain('No document matches your search.');
    expect(html).toMatch(/<a (?:class="button" href="\/professional-filler\/technical-documentation"|href="\/professional-filler\/technical-documentation" class="button")>See all documents<\/a>/);
  });

  test('the searched words are written back escaped', async () => {
    const { status, html } = await page(`/technical-documentation?q=${encodeURIComponent('"><script>alert(1)</script>')}`);
    expect(status).toBe(200);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  test.each([
    ['an unknown range', '/technical-documentation/__RANGE__wood-fillers'],
    ['an unknown type in the form', '/technical-documentation?type=declaration'],
    ['a key no library has', '/technical-documentation/__ORDER__newest'],
    ['a value twice', '/technical-documentation/__TYPES__technical-sheet,technical-sheet'],
    ['a repeated field', '/technical-documentation?q=a&q=b'],
    ['words beyond 200 characters', `/technical-documentation?q=${'a'.repeat(201)}`],
    ['a page beyond the last', '/technical-documentation/_p__5'],
    ['a fifth filter', '/technical-documentation/__RANGE__exterior-compounds/__PRODUCT__deep-fill-filler/__TYPES__technical-sheet/__LANG__en/__RANGE__x'],
  ])('%s is a 404', async (_case, path) => {
    expect((await site.get(path)).status).toBe(404);
  });

  test('the address of decision 074 still works: several types', async () => {
    const { status, html } = await page('/technical-documentation/__TYPES__safety-data-sheet,installation-guide');
    expect(status).toBe(200);
    expect(count(html)).toMatch(/^\d+ documents$/);
    expect(selected(html, 'type')).toBe('safety-data-sheet,installation-guide');
  });
});

describe('in French', () => {
  test('sheets in French, safety data sheets in English: a language filter; its address lists the French ones', async () => {
    const { html } = await page('/fr/documentation-technique');
    expect(html).toContain('<option value="fr">Français</option>');
    expect(html).toContain('<option value="en">Anglais</option>');
    const sent = await site.get('/fr/documentation-technique?q=&range=&product=lissage-fin-poudre&type=&lang=fr');
    expect(sent.status).toBe(303);
    const filtered = await page(sent.headers.get('location')!);
    expect(sent.headers.get('location')).toBe('/fr/documentation-technique/__PRODUCT__lissage-fin-poudre/__LANG__fr');
    expect(cardTitles(filtered.html)).toEqual(['Lissage Finition Fine poudre — Fiche technique']);
    expect(count(filtered.html)).toBe('1 document');
    expect(text(cards(filtered.html)[0]!)).toMatch(/PDF(\s·\s\d+\sko)?\s·\sFrançais/);
  });
});

describe('the downloads', () => {
  test('three documents at a glance: cards without a search form', async () => {
    const { status, html } = await page('/downloads');
    expect(status).toBe(200);
    expect(cards(html)).toHaveLength(3);
    expect(html).not.toContain('class="library-search"');
    expect(count(html)).toBe('3 documents');
  });
});

describe('covers', () => {
  test('served as pictures through the site: AVIF, WebP and PNG at their declared widths', async () => {
    const { html } = await page('/technical-documentation');
    const sources = /<source type="image\/avif" srcSet="([^"]+)"/.exec(cards(html)[0]!)![1]!;
    const avif = sources.split(',')[1]!.split(' ')[0]!;
    expect(avif).toMatch(/^\/media\/cover\/document\/[a-z-]+\.avif\?w=240$/);
    for (const [url, type] of [
      [avif, 'image/avif'],
      [avif.replace('.avif', '.webp'), 'image/webp'],
      [avif.replace('.avif?w=240', '.png'), 'image/png'],
    ] as const) {
      const response = await site.get(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type'), url).toBe(type);
      expect((await response.arrayBuffer()).byteLength, url).toBeGreaterThan(500);
    }
    expect((await site.get(avif.replace('?w=240', '?w=250'))).status).toBe(404);
  });
});
