/** /sitemap.xml, /robots.txt and the search form's redirect over real HTTP (issue 5). */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startEmbeddedSite } from '../support/embedded-site.ts';
import { startFakeBackoffice, type FakeBackoffice } from '../support/fake-backoffice.ts';
import { startTestSite, type TestSite } from '../support/test-site.ts';
import { pageFacts } from './page-html.ts';

let site: TestSite;
const origin = 'https://www.example.com';

beforeAll(async () => {
  site = await startEmbeddedSite();
});
afterAll(() => site?.close());

describe('/sitemap.xml', () => {
  let xml: string;
  let locations: string[];
  beforeAll(async () => {
    const response = await site.get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    xml = await response.text();
    locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!);
  });

  test('lists the screens and every entity of both plans once, at its canonical URL', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(locations).toContain(`${origin}/`);
    expect(locations).toContain(`${origin}/professional-filler/contact`);
    expect(locations).toContain(`${origin}/professional-filler/product/airless-spray-smoothing`);
    expect(locations).toContain(`${origin}/professional-filler/category/smoothing-compounds`);
    // The consumer ranges exist for individuals only, and so are listed under their segment.
    expect(locations).toContain(`${origin}/individual-filler/category/filling`);
    expect(locations).not.toContain(`${origin}/professional-filler/category/filling`);
    expect(locations).toContain(`${origin}/professional-filler/new-airless-range`);
    expect(new Set(locations).size).toBe(locations.length);
    expect(locations.some((location) => /__|\/results|\/account|\/preview/.test(location))).toBe(false);
  });

  test('gives real modification dates and the language alternates', () => {
    const product = /<url>\n<loc>https:\/\/www\.example\.com\/professional-filler\/product\/airless-spray-smoothing<\/loc>\n(.*?)<\/url>/s.exec(xml)?.[1];
    expect(product).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    expect(product).toContain('<xhtml:link rel="alternate" hreflang="en-GB" href="https://www.example.com/professional-filler/product/airless-spray-smoothing"/>');
    expect(product).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://www.example.com/professional-filler/product/airless-spray-smoothing"/>');
    expect(xml).not.toContain('<lastmod>1970');
  });

  test('lists every page in both languages, each with a modification date and both alternates', () => {
    const entries = [...xml.matchAll(/<url>\n(.*?)<\/url>/gs)].map(([, body]) => body!);
    expect(entries.length).toBe(locations.length);
    for (const entry of entries) {
      expect(entry, entry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
      expect(entry, entry).toContain('hreflang="en-GB"');
      expect(entry, entry).toContain('hreflang="fr-FR"');
      expect(entry, entry).toContain('hreflang="x-default"');
    }
    expect(locations).toContain(`${origin}/fr`);
    expect(locations).toContain(`${origin}/fr/enduit-professionnels/contact`);
    expect(locations).toContain(`${origin}/fr/enduit-professionnels/actualites`);
    expect(locations.filter((location) => location.startsWith(`${origin}/fr`)).length).toBe(locations.length / 2);
  });
});

test('/robots.txt points to the sitemap and keeps crawlers out of filters, searches, accounts and previews', async () => {
  const response = await site.get('/robots.txt');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
  const lines = (await response.text()).split('\n');
  expect(lines[0]).toBe('User-agent: *');
  expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
  for (const path of ['/*/__', '/results/', '/individual-filler/results/', '/account', '/professional-filler/account', '/preview/', '/individual-filler/preview/', '/choice-guide/',
    '/fr/resultats/', '/fr/enduit-particuliers/resultats/', '/fr/enduit-professionnels/mon-compte', '/fr/apercu/', '/fr/enduit-particuliers/favoris']) {
    expect(lines).toContain(`Disallow: ${path}`);
  }
  expect(lines.some((line) => line.includes('_p__'))).toBe(false);
});

describe('the search form without JavaScript', () => {
  test.each([
    ['/results?search=smoothing+powder', '/professional-filler/results/smoothing%20powder'],
    ['/individual-filler/results?search=wood', '/individual-filler/results/wood'],
    ['/individual-filler/results?search=%20%20', '/individual-filler'],
    ['/results', '/'],
    ['/fr/enduit-particuliers/resultats?search=enduit%20bois', '/fr/enduit-particuliers/resultats/enduit%20bois'],
    ['/fr/resultats?search=', '/fr'],
  ])('%s redirects to %s', async (path, location) => {
    const response = await site.get(path);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(location);
  });

  test('a term the results route cannot carry is a 400, not a crash', async () => {
    const response = await site.get(`/results?search=${'x'.repeat(300)}`);
    expect(response.status).toBe(400);
  });
});

describe('with hostile text in the back office', () => {
  const hostile = '</script><script>alert(1)</script>';
  let backoffice: FakeBackoffice;
  let hostileSite: TestSite;
  beforeAll(async () => {
    backoffice = await startFakeBackoffice({ settings: { phone_lb: hostile } });
    hostileSite = await startTestSite({ BACKOFFICE_URL: backoffice.url });
  });
  afterAll(async () => {
    await hostileSite?.close();
    await backoffice?.close();
  });

  test('no JSON-LD value can close its script element', async () => {
    const html = await (await hostileSite.get('/')).text();
    expect(html).not.toContain('<script>alert(1)');
    const [organization] = pageFacts(html).jsonLd;
    expect((organization!.contactPoint as { telephone: string }[])[0]!.telephone).toBe(hostile);
  });
});
