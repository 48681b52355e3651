import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../../src/backoffice/db/open-database.ts';
import { pdfText, readPdf } from '../support/pdf-reader.ts';
import { startTestBackoffice, type TestBackoffice } from './start-test-backoffice.ts';

let t: TestBackoffice;
beforeAll(async () => {
  t = await startTestBackoffice();
});
afterAll(() => t.stop());

async function media(path: string): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const response = await fetch(`${t.origin}${path}`);
  return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('/media', () => {
  it('serves every media path the demo data names, whatever table holds it', { timeout: 60_000 }, async () => {
    const db = new Database(path.join(t.dataDir, DATABASE_FILE), { readonly: true });
    const named = new Set<string>();
    try {
      const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").pluck().all() as string[];
      for (const table of tables) {
        for (const row of db.prepare(`SELECT * FROM "${table}"`).all() as Record<string, unknown>[]) {
          for (const value of Object.values(row)) {
            if (typeof value === 'string') for (const [found] of value.matchAll(/\/media\/[^"'\s)\\]+/g)) named.add(found);
          }
        }
      }
    } finally {
      db.close();
    }
    expect(named.size).toBeGreaterThan(100);
    const missing: string[] = [];
    for (const mediaPath of named) if ((await fetch(`${t.origin}${mediaPath}`, { method: 'HEAD' })).status !== 200) missing.push(mediaPath);
    expect(missing).toEqual([]);
  });

  it('serves every picture of a product as PNG and WebP, with the right sizes', async () => {
    const product = await t.client.call('GET /product/:id', { path: { id: 'multi-purpose-filler-paste' } });
    const visuel = product.medias.visuel[0]!;
    for (const picture of [visuel, visuel.large]) {
      const png = await media(picture.url);
      expect(png.type).toBe('image/png');
      expect(png.bytes.subarray(1, 4).toString()).toBe('PNG');
      expect(png.bytes.readUInt32BE(16)).toBe(picture.width);
      const webp = await media(picture.webp);
      expect(webp.type).toBe('image/webp');
      expect(webp.bytes.subarray(0, 4).toString()).toBe('RIFF');
      expect(webp.bytes.subarray(8, 16).toString()).toBe('WEBPVP8L');
      // VP8L header: 14 bits of width - 1 after the signature byte.
      expect((webp.bytes.readUInt32LE(21) & 0x3fff) + 1).toBe(picture.width);
      expect(webp.bytes.readUInt32LE(4)).toBe(webp.bytes.length - 8);
    }
    for (const picture of [...product.medias.PICTO, ...product.medias.AMBIANCE]) {
      expect((await media(picture.url)).status).toBe(200);
      expect((await media(picture.webp)).status).toBe(200);
    }
  });

  it('serves the FICHES_QCE technical sheet as a valid PDF naming the product, set in Archivo', async () => {
    const product = await t.client.call('GET /product/:id', { path: { id: 'multi-purpose-filler-paste' } });
    const sheet = await media(product.medias.MEDIA.find((entry) => entry.title === 'FICHES_QCE')!.url);
    expect(sheet.type).toBe('application/pdf');
    // readPdf checks the %PDF header, the %%EOF end and that the xref table points at every object.
    const reading = readPdf(sheet.bytes);
    expect(reading.pageCount).toBeGreaterThanOrEqual(1);
    expect(pdfText(reading)).toContain('Multi-Purpose Filler Paste');
    expect(pdfText(reading)).toContain(product.reference);
    expect(reading.fontNames.some((name) => name.includes('+Archivo-'))).toBe(true);
  });

  it('serves the technical sheet in French at sheet/fr/{slug}.pdf and in English at sheet/{slug}.pdf', async () => {
    const french = await t.client.call('GET /product/:id', { path: { id: 'multi-purpose-filler-paste' }, query: { lang: 'fr' } });
    const english = pdfText(readPdf((await media('/media/sheet/multi-purpose-filler-paste.pdf')).bytes));
    expect(english).toContain('TECHNICAL DATA SHEET');
    const served = await media('/media/sheet/fr/multi-purpose-filler-paste.pdf');
    expect(served.status).toBe(200);
    const text = pdfText(readPdf(served.bytes));
    expect(text).toContain('FICHE TECHNIQUE');
    expect(text).toContain(french.name);
  });

  it('serves referenced documents and refuses paths nothing refers to', async () => {
    const notices = await t.client.call('GET /notice', { query: { section: 'downloads' } });
    expect((await media(notices.items[0]!.url)).type).toBe('application/pdf');
    expect((await media('/media/visual/anything-i-like.png')).status).toBe(404);
    expect((await media('/media/../backoffice.sqlite')).status).toBe(404);
  });

  it('announces each document’s size: the byte count it then serves (issue 7: size shown)', async () => {
    // Asked on a fresh data dir, before any document was fetched: the size is not a guess.
    const notices = (await t.client.call('GET /notice', { query: {} })).items;
    expect(notices.length).toBeGreaterThan(60);
    for (const notice of notices) {
      const response = await fetch(`${t.origin}${notice.url}`);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(notice.size_bytes, notice.url).toBe(bytes.length);
      expect(Number(response.headers.get('content-length')), notice.url).toBe(bytes.length);
    }
    const product = await t.client.call('GET /product/:id', { path: { id: 'fine-finish-smoothing-powder' } });
    const sheet = product.medias.MEDIA.find((entry) => entry.title === 'FICHES_QCE')!;
    expect(sheet.size_bytes).toBe((await media(sheet.url)).bytes.length);
    expect(sheet.size_bytes).toBeGreaterThan(1000);
  });
});
