/**
 * What the offline worker kept on this device, read from its caches by the page (decision 171):
 * the offline page lists it. Browser only: the server renders the list empty.
 */
import { isTechnicalSheet, offlineCachePrefix, pagesCachePrefix } from '../../kernel/offline/offline-caches.ts';

export interface KeptEntry {
  /** Path and query on this site. */
  readonly href: string;
  readonly title: string;
  /** The kept page's language (its `<html lang>`); none for a technical sheet. */
  readonly lang?: string;
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
        pages.set(href, keptPage(href, (await (await cache.match(request))?.text()) ?? ''));
      } else if (isTechnicalSheet(url)) {
        sheets.set(href, { href, title: decodeURIComponent(url.pathname.slice(url.pathname.lastIndexOf('/') + 1)) });
      }
    }
  }
  const byTitle = (a: KeptEntry, b: KeptEntry) => a.title.localeCompare(b.title);
  return { pages: [...pages.values()].sort(byTitle), sheets: [...sheets.values()].sort(byTitle) };
}

/**
 * A kept page's entry: its `<title>` (entities decoded) and `<html lang>`, read without parsing
 * the whole page. The path stands in for a page with no title.
 */
export function keptPage(href: string, html: string): KeptEntry {
  const rawTitle = /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1];
  const title = rawTitle === undefined ? undefined : new DOMParser().parseFromString(`<p>${rawTitle}</p>`, 'text/html').body.textContent?.trim();
  const lang = /<html\b[^>]*\slang="([^"]+)"/i.exec(html)?.[1];
  return { href, title: title || href, ...(lang ? { lang } : {}) };
}

/** Whether a kept entry is in another language than the reader's (compared by primary language). */
export function inOtherLanguage(entry: KeptEntry, readerLocale: string): boolean {
  return entry.lang !== undefined && primaryLanguage(entry.lang) !== primaryLanguage(readerLocale);
}

/** The reader's language first, then the others; by title within each. */
export function inReadingOrder(entries: readonly KeptEntry[], readerLocale: string): KeptEntry[] {
  return [...entries].sort((a, b) => Number(inOtherLanguage(a, readerLocale)) - Number(inOtherLanguage(b, readerLocale)) || a.title.localeCompare(b.title));
}

const primaryLanguage = (tag: string) => tag.split('-', 1)[0]!.toLowerCase();
