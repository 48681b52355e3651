/**
 * The site has no dead ends, in either language (issue 14 found French ones): every page of the
 * sitemap is requested, and every link on it to a page of the site (menus, footer, pushes, cards,
 * breadcrumbs, the language switcher) must answer 200, or redirect once to a page that does.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startEmbeddedSite } from '../support/embedded-site.ts';
import type { TestSite } from '../support/test-site.ts';

const origin = 'https://www.example.com';
let site: TestSite;

beforeAll(async () => {
  site = await startEmbeddedSite({ SITE_URL: origin });
});
afterAll(() => site?.close());

const decodeEntities = (text: string) => text.replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/&quot;/g, '"');

/** The site's own page links of a page: not the API, media, assets or in-page anchors. */
function pageLinks(html: string): string[] {
  return [...html.matchAll(/<a [^>]*href="(\/[^"#]*)/g)]
    .map(([, href]) => decodeEntities(href!))
    .filter((href) => !/^\/(api|media|assets|static)\//.test(href));
}

async function landingStatus(path: string): Promise<string | undefined> {
  let response = await site.get(path);
  if (response.status === 301 || response.status === 302) {
    response = await site.get(new URL(response.headers.get('location')!, site.url).pathname);
  }
  await response.arrayBuffer();
  return response.status === 200 ? undefined : `${path} answers ${response.status}`;
}

test('every link of every page of the sitemap leads to a live page', async () => {
  const xml = await (await site.get('/sitemap.xml')).text();
  const pages = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => decodeEntities(loc!).slice(origin.length) || '/');
  expect(pages.filter((path) => path === '/fr' || path.startsWith('/fr/')).length).toBeGreaterThan(50);
  const linkedFrom = new Map<string, string>();
  // A link to a sitemap page that has just answered 200 is live: it is not asked for twice.
  const live = new Set<string>();
  for (const path of pages) {
    const response = await site.get(path);
    const html = await response.text();
    if (response.status === 200) live.add(path);
    for (const link of pageLinks(html)) if (!linkedFrom.has(link)) linkedFrom.set(link, path);
  }
  const problems: string[] = [];
  for (const [link, from] of linkedFrom) {
    if (live.has(link)) continue;
    const problem = await landingStatus(link);
    if (problem) problems.push(`${problem} (linked from ${from})`);
  }
  expect(problems).toEqual([]);
  // About 1,300 renders (300 sitemap pages, 1,000 more links, most of them filtered listings): the
  // time-out is for a crawl that stops moving, not for a slow one.
}, 600_000);
