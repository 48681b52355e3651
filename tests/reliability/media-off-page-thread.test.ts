/**
 * Issue 31, item 5 (decisions 180 and 185): typesetting sheets and rendering pictures happen in
 * the back office's media threads, in the back office's process, never on the thread that serves
 * pages. On a fresh data dir: /healthz and a kept page answer while 20 cold sheets render; a page
 * listing documents answers without typesetting them, and their sizes follow; a full media queue
 * is a 503 with Retry-After, answered without waiting for a render.
 * Orderings and states, no clock: how long each takes is bench/ work (bench/README.md).
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { DATABASE_FILE } from '../../src/backoffice/db/open-database.ts';
import { createBackofficeClient } from '../../src/shared/kernel/api/client.ts';
import { childProcesses } from '../support/child-processes.ts';
import { pdfText, readPdf } from '../support/pdf-reader.ts';
import { startTestSite, type TestSite } from '../support/test-site.ts';
import { DOCUMENTS_PER_PAGE } from '../../src/shared/blocks/documents/document-library.ts';

interface MediaSite {
  readonly site: TestSite;
  /** The French technical sheets of `count` products, none typeset yet (nothing names them in a listing of documents). */
  coldSheets(count: number): { url: string; reference: string }[];
  close(): Promise<void>;
}

async function startMediaSite(environment: Record<string, string> = {}): Promise<MediaSite> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'media-site-'));
  const site = await startTestSite({ DATA_DIR: dataDir, ...environment });
  return {
    site,
    coldSheets: (count) => {
      const db = new Database(path.join(dataDir, DATABASE_FILE), { readonly: true });
      try {
        const rows = db
          .prepare('SELECT slug, reference FROM product ORDER BY id LIMIT ?')
          .all(count) as { slug: string; reference: string }[];
        return rows.map(({ slug, reference }) => ({ url: `/media/sheet/fr/${slug}.pdf`, reference }));
      } finally {
        db.close();
      }
    },
    close: async () => {
      await site.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The threads of the back office's process this test's site started (the media pool's start on demand). */
function backofficeThreads(): number {
  const backoffice = childProcesses(process.pid).find((child) => child.command.includes('backoffice/main'));
  if (backoffice === undefined) throw new Error('no back office process beside the site');
  return readdirSync(`/proc/${backoffice.pid}/task`).length;
}

interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly bytes: Buffer;
}

async function fetched(site: TestSite, url: string): Promise<Answer> {
  const response = await site.get(url);
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('on a fresh data dir, with the default media pool', () => {
  let media: MediaSite;
  beforeAll(async () => {
    media = await startMediaSite();
  });
  afterAll(() => media?.close());

  test('/healthz and a kept page answer while 20 cold sheets render, then every sheet comes back whole', { timeout: 300_000 }, async () => {
    const { site } = media;
    // Before anything is rendered: no media thread has started yet.
    const idleThreads = backofficeThreads();
    const kept = await site.get('/contact');
    expect(kept.status).toBe(200);
    const keptBody = await kept.text();

    const sheets = media.coldSheets(20);
    expect(sheets).toHaveLength(20);
    let back = 0;
    const answers = sheets.map(async (sheet) => {
      const answer = await fetched(site, sheet.url);
      back += 1;
      return answer;
    });
    // The back office renders (its media pool's threads run: for these sheets, or for those the
    // contact page's products name) before the site is asked anything else.
    await vi.waitFor(() => expect(backofficeThreads()).toBeGreaterThan(idleThreads), { timeout: 120_000, interval: 5 });

    for (let round = 0; round < 3; round += 1) {
      const health = await site.get('/healthz');
      expect(health.status).toBe(200);
      await health.arrayBuffer();
      const page = await site.get('/contact');
      expect(page.status).toBe(200);
      expect(await page.text()).toBe(keptBody);
    }
    expect(back, 'sheets back before three rounds of /healthz and a kept page').toBe(0);

    const served = await Promise.all(answers);
    served.forEach((answer, index) => {
      expect(answer.status, sheets[index]!.url).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/pdf');
      expect(pdfText(readPdf(answer.bytes))).toMatch(new RegExp(`FICHE TECHNIQUE[^]*${sheets[index]!.reference}`));
    });
  });

  test('a page listing documents answers without typesetting them, and their sizes follow (issue 7’s sizes)', { timeout: 300_000 }, async () => {
    const { site } = media;
    const page = await site.get('/technical-documentation');
    expect(page.status).toBe(200);
    const html = await page.text();
    const documents = html.match(/href="\/media\/[^"]+\.pdf"/g) ?? [];
    // A page of the library's cards (decision 194); the back office's answer named every document of the section.
    expect(documents.length).toBe(DOCUMENTS_PER_PAGE);
    // Only the few typeset already (the sheets of the products the layout names) show their
    // size; the page shows the others' format alone rather than wait for them.
    const sized = html.match(/<data value="\d+"/g) ?? [];
    expect(sized.length).toBeLessThan(documents.length / 2);

    // Naming them had them typeset in the background, one at a time.
    const client = createBackofficeClient({ baseUrl: site.backofficeUrl });
    const notices = async () => (await client.call('GET /notice', { query: { section: 'technical_documentation' } })).items;
    await vi.waitFor(async () => expect((await notices()).filter((notice) => notice.size_bytes === null)).toEqual([]), { timeout: 240_000, interval: 250 });
    for (const notice of await notices()) expect(notice.size_bytes, notice.url).toBe((await fetched(site, notice.url)).bytes.length);
  });
});

describe('with one media thread and one queue place', () => {
  let media: MediaSite;
  beforeAll(async () => {
    media = await startMediaSite({ MEDIA_THREADS: '1', MEDIA_QUEUE: '1' });
  });
  afterAll(() => media?.close());

  test('sheets past the queue are refused with 503 and Retry-After before any accepted one is rendered, and served when asked again', { timeout: 300_000 }, async () => {
    const { site } = media;
    const sheets = media.coldSheets(20);
    const statuses: number[] = [];
    const answers = await Promise.all(
      sheets.map(async (sheet) => {
        const answer = await fetched(site, sheet.url);
        statuses.push(answer.status);
        return answer;
      }),
    );
    const refused = answers.filter((answer) => answer.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(answers.filter((answer) => answer.status !== 503).every((answer) => answer.status === 200)).toBe(true);
    expect(statuses.lastIndexOf(503), 'a 503 after a rendered sheet').toBeLessThan(statuses.indexOf(200));
    for (const answer of refused) {
      expect(answer.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(JSON.parse(answer.bytes.toString())).toEqual({ errors: { message: expect.stringMatching(/try again/) } });
    }

    // One at a time, each fits.
    for (const [index, answer] of answers.entries()) {
      if (answer.status !== 503) continue;
      const again = await fetched(site, sheets[index]!.url);
      expect(again.status, sheets[index]!.url).toBe(200);
      expect(pdfText(readPdf(again.bytes))).toMatch(new RegExp(`FICHE TECHNIQUE[^]*${sheets[index]!.reference}`));
    }
  });
});
