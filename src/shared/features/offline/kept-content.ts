/**
 * What the offline worker kept on this device, read from its caches by the page (decision 171):
 * the offline page lists it. Browser only: the server renders the list empty.
 */
import { offlineCachePrefix, pagesCachePrefix } from '../../kernel/offline/offline-caches.ts';

export interface KeptEntry {
  /** Path and query on this site. */
  readonly href: string;
  readonly title: string;
}

export interface KeptContent {
  readonly pages: readonly KeptEntry[];
  readonly sheets: readonly KeptEntry[];
}

export async function readKeptContent(): Promise<KeptContent> {
  if (typeof caches === 'undefined') return { pages: [], sheets: [] };
  const names = (await caches.keys()).filter((name) => name.startsWith(offlineCachePrefix));
  const pages = new Map<string, KeptEntry>();
  const sheets = new Map<string, KeptEntry>();
  for (const name of names) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const url = new URL(request.url);
      const href = `${url.pathname}${url.search}`;
      if (name.startsWith(pagesCachePrefix) && !pages.has(href)) {
        const html = (await (await cache.match(request))?.text()) ?? '';
        pages.set(href, { href, title: pageTitle(html) ?? href });
      } else if (url.pathname.toLowerCase().endsWith('.pdf')) {
        sheets.set(href, { href, title: decodeURIComponent(url.pathname.slice(url.pathname.lastIndexOf('/') + 1)) });
      }
    }
  }
  const byTitle = (a: KeptEntry, b: KeptEntry) => a.title.localeCompare(b.title);
  return { pages: [...pages.values()].sort(byTitle), sheets: [...sheets.values()].sort(byTitle) };
}

/** The document's `<title>`, entities decoded: read without parsing the whole kept page. */
function pageTitle(html: string): string | undefined {
  const raw = /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1];
  if (raw === undefined) return undefined;
  return new DOMParser().parseFromString(`<p>${raw}</p>`, 'text/html').body.textContent?.trim() || undefined;
}
