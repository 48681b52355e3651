/**
 * Downloads, technical documentation and the product's technical sheet show each document's
 * format and size (issue 7), and the size shown is the one the site then serves for that file.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createBackofficeClient } from '../../src/shared/kernel/api/client.ts';
import { startEmbeddedSite } from '../support/embedded-site.ts';
import type { TestSite } from '../support/test-site.ts';

const productSheet = '/media/sheet/en/fine-finish-smoothing-powder.pdf';

let site: TestSite;
beforeAll(async () => {
  site = await startEmbeddedSite({}, {}, { ownMedia: true });
  // A document's size is announced once it is typeset (decision 180): on this fresh data dir the
  // documents are fetched once, as visitors would have, before any page lists them.
  const notices = (await createBackofficeClient({ baseUrl: site.backofficeUrl }).call('GET /notice', { query: {} })).items;
  for (const url of [...notices.map((notice) => notice.url), productSheet]) {
    const response = await site.get(url);
    expect(response.status, url).toBe(200);
    await response.arrayBuffer();
  }
}, 300_000);
afterAll(() => site.close());

interface ShownDocument {
  readonly url: string;
  readonly text: string;
  readonly bytes: number;
}

const plainText = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'").replace(/&amp;/g, '&');

/** Each document card of a library page: its download link and the file details it shows. */
function shownCards(html: string): ShownDocument[] {
  return [...html.matchAll(/<li class="document-card">(.*?)<\/li>/gs)].map(([, card]) => {
    const details = /<span class="document-card__size">(.*?)<\/span>/s.exec(card!)![1]!;
    return { url: /<a href="([^"]+)"[^>]*class="[^"]*document-card__download/.exec(card!)![1]!, text: plainText(details), bytes: Number(/<data value="(\d+)">/.exec(details)?.[1]) };
  });
}

/** Each document link of a page with the file details shown next to it. */
function shownDocuments(html: string, linkClass: string, detailsClass: string): ShownDocument[] {
  const pattern = new RegExp(`<a href="([^"]+)"[^>]*class="(?:[^"]* )?${linkClass}"[^>]*>.*?</a>(?:<!-- -->| )*<span class="${detailsClass}">(.*?)</span>`, 'gs');
  return [...html.matchAll(pattern)].map(([, url, details]) => ({
    url: url!,
    text: plainText(details!),
    bytes: Number(/<data value="(\d+)">/.exec(details!)?.[1]),
  }));
}

async function served(url: string): Promise<{ contentLength: number; length: number }> {
  const response = await site.get(url);
  expect(response.status, url).toBe(200);
  const body = Buffer.from(await response.arrayBuffer());
  return { contentLength: Number(response.headers.get('content-length')), length: body.length };
}

/** What the visitor reads for a size: kilobytes below a megabyte (the demo PDFs are a few kB). */
const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))}\u00A0kB`;

describe('document sizes', () => {
  test.each([['/downloads'], ['/technical-documentation'], ['/technical-documentation/__TYPES__safety-data-sheet']])(
    '%s shows "PDF · n kB" for every document, n from the bytes the site serves',
    async (path) => {
      const html = await (await site.get(path)).text();
      const documents = shownCards(html);
      expect(documents.length).toBeGreaterThanOrEqual(3);
      for (const document of documents) {
        const file = await served(document.url);
        expect(document.bytes, document.url).toBe(file.contentLength);
        expect(file.length, document.url).toBe(file.contentLength);
        expect(document.text, document.url).toBe(`PDF · ${kilobytes(file.length)}`);
      }
    },
  );

  test('the product page’s technical sheet link shows the sheet’s format and size', async () => {
    const html = await (await site.get('/product/fine-finish-smoothing-powder')).text();
    const [sheet, ...others] = shownDocuments(html, 'download-link', 'download-link__file');
    expect(others).toEqual([]);
    expect(sheet!.url).toBe(productSheet);
    const file = await served(sheet!.url);
    expect(sheet!.bytes).toBe(file.contentLength);
    expect(sheet!.text).toBe(`PDF · ${kilobytes(file.length)}`);
  });
});
