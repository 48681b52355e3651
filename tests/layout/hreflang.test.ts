/**
 * Issue 14: `hreflang` pairs are reciprocal on every page of the sitemap. Each `<loc>` is
 * requested; its alternates (one per language, then x-default) must name the page itself
 * under its own language, and every alternate page must list exactly the same set back.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startEmbeddedSite } from '../support/embedded-site.ts';
import type { TestSite } from '../support/test-site.ts';
import { pageFacts, type PageFacts } from './page-html.ts';

const origin = 'https://www.example.com';
let site: TestSite;
let locations: string[];
const pages = new Map<string, Promise<PageFacts & { lang: string | undefined; status: number }>>();

beforeAll(async () => {
  site = await startEmbeddedSite({ SITE_URL: origin });
  const xml = await (await site.get('/sitemap.xml')).text();
  locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!.replace(/&amp;/g, '&'));
});
afterAll(() => site?.close());

/** Each page once, however many alternates name it. */
function factsOf(url: string) {
  let facts = pages.get(url);
  if (!facts) {
    facts = site.get(url.slice(origin.length) || '/').then(async (response) => {
      const html = await response.text();
      return { ...pageFacts(html), lang: /^<!DOCTYPE html><html lang="([^"]+)"/.exec(html)?.[1], status: response.status };
    });
    pages.set(url, facts);
  }
  return facts;
}

const alternateSet = (facts: PageFacts) => facts.alternates.map((alternate) => `${alternate.hrefLang} ${alternate.href}`).sort();

test('the sitemap lists pages in both languages', () => {
  expect(locations.some((url) => url.startsWith(`${origin}/fr`))).toBe(true);
  expect(locations.some((url) => !url.startsWith(`${origin}/fr`))).toBe(true);
});

test('every page of the sitemap names itself and its translations, and they name it back', async () => {
  const problems: string[] = [];
  for (const url of locations) {
    const page = await factsOf(url);
    if (page.status !== 200) {
      problems.push(`${url}: status ${page.status}`);
      continue;
    }
    const own = page.alternates.find((alternate) => alternate.hrefLang === page.lang);
    if (own?.href !== url) problems.push(`${url}: its ${page.lang} alternate is ${own?.href}`);
    if (page.canonical !== url) problems.push(`${url}: canonical ${page.canonical}`);
    const languages = page.alternates.map((alternate) => alternate.hrefLang);
    if (!languages.includes('en-GB') || !languages.includes('fr-FR') || !languages.includes('x-default')) {
      problems.push(`${url}: alternates ${languages.join(', ')}`);
    }
    for (const alternate of page.alternates) {
      const other = await factsOf(alternate.href);
      if (other.status !== 200) problems.push(`${url}: alternate ${alternate.href} answers ${other.status}`);
      else if (alternateSet(other).join('\n') !== alternateSet(page).join('\n')) {
        problems.push(`${url}: ${alternate.href} lists other alternates (${alternateSet(other).join(', ')})`);
      }
    }
  }
  expect(problems).toEqual([]);
}, 180_000);
