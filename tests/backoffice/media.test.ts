import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Picture } from '../../src/shared/kernel/api/contract.ts';
import { sqliteDatabase } from '../../src/backoffice/db/database.ts';
import { DATABASE_FILE, openDatabase } from '../../src/backoffice/db/open-database.ts';
import { createServices } from '../../src/backoffice/services.ts';
import { startBackoffice } from '../../src/backoffice/server.ts';
import { createBackofficeClient } from '../../src/shared/kernel/api/client.ts';
import { pdfText, readPdf } from '../support/pdf-reader.ts';
import { MediaPool } from '../../src/backoffice/media/media-pool.ts';
import { PART, startTestBackoffice, type TestBackoffice } from './start-test-backoffice.ts';

// Counted, not replaced: tests below check what the media threads are asked to render.
const renders = vi.spyOn(MediaPool.prototype, 'render');
/** Pictures the media threads were asked to render so far (documents are typeset in the background too). */
const pictureRenders = () => renders.mock.calls.filter(([task]) => task.kind === 'picture').length;

let t: TestBackoffice;
beforeAll(async () => {
  t = await startTestBackoffice();
});
afterAll(() => t.stop());

async function media(path: string): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const response = await fetch(`${t.origin}${path}`);
  return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}

/** Runs `task` on every entry, a few at a time: the back office renders on both cores. */
async function eachConcurrently<T>(entries: readonly T[], task: (entry: T) => Promise<void>): Promise<void> {
  const queue = [...entries];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let entry = queue.shift(); entry !== undefined; entry = queue.shift()) await task(entry);
    }),
  );
}

/** Every string of every table of the demo data dir. */
function storedStrings(): string[] {
  const db = new Database(path.join(t.dataDir, DATABASE_FILE), { readonly: true });
  try {
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").pluck().all() as string[];
    return tables.flatMap((table) =>
      (db.prepare(`SELECT * FROM "${table}"`).all() as Record<string, unknown>[]).flatMap((row) => Object.values(row).filter((value) => typeof value === 'string')),
    );
  } finally {
    db.close();
  }
}

function picturesIn(value: unknown): Picture[] {
  if (Array.isArray(value)) return value.flatMap(picturesIn);
  if (typeof value !== 'object' || value === null) return [];
  const nested = Object.values(value).flatMap(picturesIn);
  return 'avif' in value && 'widths' in value ? [value as Picture, ...nested] : nested;
}

const MAGIC: Record<string, (bytes: Buffer) => boolean> = {
  'image/png': (bytes) => bytes.subarray(1, 4).toString() === 'PNG',
  'image/webp': (bytes) => bytes.subarray(0, 4).toString() === 'RIFF' && bytes.subarray(8, 12).toString() === 'WEBP',
  'image/avif': (bytes) => bytes.subarray(4, 12).toString() === 'ftypavif',
};

describe('/media', () => {
  // First: no test has asked for a document yet, so none is typeset in this data dir.
  it('announces each document’s size once typeset, the byte count it then serves, and never waits for it (issue 7: size shown; issue 31)', { timeout: 300_000 }, async () => {
    // No document is typeset yet: the first answers announce no size rather than typeset dozens
    // of documents first; asking has them typeset in the background.
    const first = (await t.client.call('GET /notice', { query: {} })).items;
    expect(first.length).toBeGreaterThan(60);
    expect(first.filter((notice) => notice.size_bytes !== null)).toEqual([]);
    const sheetOf = async () =>
      (await t.client.call('GET /product/:id', { path: { id: 'fine-finish-smoothing-powder' } })).medias.MEDIA.find((entry) => entry.title === 'FICHES_QCE')!;
    expect((await sheetOf()).size_bytes).toBeNull();

    await vi.waitFor(
      async () => {
        const notices = (await t.client.call('GET /notice', { query: {} })).items;
        expect(notices.filter((notice) => notice.size_bytes === null)).toEqual([]);
        expect((await sheetOf()).size_bytes).not.toBeNull();
      },
      { timeout: 300_000, interval: 200 },
    );
    const notices = (await t.client.call('GET /notice', { query: {} })).items;
    for (const notice of notices) {
      const response = await fetch(`${t.origin}${notice.url}`);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(notice.size_bytes, notice.url).toBe(bytes.length);
      expect(Number(response.headers.get('content-length')), notice.url).toBe(bytes.length);
    }
    const sheet = await sheetOf();
    expect(sheet.size_bytes).toBe(Buffer.from(await (await fetch(`${t.origin}${sheet.url}`)).arrayBuffer()).length);
    expect(sheet.size_bytes).toBeGreaterThan(1000);
  });

  it('answers a HEAD without rendering: no length before the file exists, its length after; 404 for what nothing draws', async () => {
    // No picture is rendered yet: the test before typesets documents only.
    const scene = storedStrings().flatMap((text) => [...text.matchAll(/\/media\/visual\/[a-z0-9-]+\.webp/g)].map(([found]) => found))[0]!;
    const rendersBefore = pictureRenders();
    const cold = await fetch(`${t.origin}${scene}`, { method: 'HEAD' });
    expect(cold.status).toBe(200);
    expect(cold.headers.get('content-type')).toBe('image/webp');
    expect(cold.headers.get('content-length')).toBeNull();
    expect(pictureRenders()).toBe(rendersBefore);

    const served = await media(scene);
    expect(served.status).toBe(200);
    const warm = await fetch(`${t.origin}${scene}`, { method: 'HEAD' });
    expect(Number(warm.headers.get('content-length'))).toBe(served.bytes.length);

    for (const unknown of ['/media/visual/no-such-scene.webp', `${scene}?w=241`, '/media/sheet/de/fine-finish-smoothing-powder.pdf']) {
      expect((await fetch(`${t.origin}${unknown}`, { method: 'HEAD' })).status, unknown).toBe(404);
    }
  });

  it('answers every media path the demo data names, whatever table holds it, and serves each kind of picture at its widths', { timeout: 600_000 }, async () => {
    const strings = storedStrings();
    const named = new Set(strings.flatMap((text) => [...text.matchAll(/\/media\/[^"'\s)\\?]+/g)].map(([found]) => found)));
    expect(named.size).toBeGreaterThan(1000);
    // A HEAD resolves the path to what would draw it (the next test shows it renders nothing),
    // so a path the data names but nothing serves is a 404 here.
    const missing: string[] = [];
    await eachConcurrently([...named], async (mediaPath) => {
      if ((await fetch(`${t.origin}${mediaPath}`, { method: 'HEAD' })).status !== 200) missing.push(mediaPath);
    });
    expect(missing).toEqual([]);

    // Every declared width of one picture of each kind (scene, the hero's banner scene, packshot card and large) and format.
    const pictures = strings.flatMap((text) => {
      try {
        return picturesIn(JSON.parse(text));
      } catch {
        return [];
      }
    });
    const samples = new Map<string, Picture>();
    for (const picture of pictures) samples.set(`${picture.url.split('/')[2]} ${picture.width}`, picture);
    expect([...samples.keys()].sort()).toEqual(['product 240', 'product 480', 'visual 1200', 'visual 370']);
    const wrong: string[] = [];
    await eachConcurrently(
      [...samples.values()].flatMap((picture) => [picture.url, picture.webp, picture.avif].flatMap((url) => picture.widths.map((width) => ({ url, width, picture })))),
      async ({ url, width, picture }) => {
        const { status, bytes } = await media(`${url}?w=${width}`);
        const size = status === 200 ? await sharp(bytes).metadata() : null;
        if (size?.width !== width || size.height !== Math.round((width * picture.height) / picture.width)) wrong.push(`${url}?w=${width}`);
      },
    );
    expect(wrong).toEqual([]);
  });

  it('serves a packshot as PNG, WebP and AVIF, each at the widths its slots declare', async () => {
    const product = await t.client.call('GET /product/:id', { path: { id: 'multi-purpose-filler-paste' }, query: { saleplan_id: PART } });
    expect(product.medias.visuel.map((picture) => picture.alt)).toEqual(['1.5', '4', '10', '15'].map((pack) => `Multi-Purpose Filler Paste ${pack}\u00A0kg`));
    const { large, ...card } = product.medias.visuel[0]!;
    expect(card.url).toBe('/media/product/multi-purpose-filler-paste/en/1.5kg.png');
    for (const [url, type] of [
      [card.url, 'image/png'],
      [card.webp, 'image/webp'],
      [card.avif, 'image/avif'],
    ] as const) {
      const file = await media(url);
      expect(file.type, url).toBe(type);
      expect(MAGIC[type]!(file.bytes), url).toBe(true);
      // Without ?w= a packshot is at its large size: what clients without srcset get.
      expect((await sharp(file.bytes).metadata()).width, url).toBe(large.width);
    }
    for (const width of card.widths) {
      const { format, width: served, height } = await sharp((await media(`${card.avif}?w=${width}`)).bytes).metadata();
      expect({ format, served, height }).toEqual({ format: 'heif', served: width, height: width });
    }
    expect((await sharp((await media(`${large.webp}?w=1600`)).bytes).metadata()).width).toBe(1600);
  });

  it('letters a French packshot apart from the English one', async () => {
    const english = await media('/media/product/multi-purpose-filler-paste/en/4kg.png?w=240');
    const french = await media('/media/product/multi-purpose-filler-paste/fr/4kg.png?w=240');
    expect([english.status, french.status]).toEqual([200, 200]);
    expect(french.bytes.equals(english.bytes)).toBe(false);
  });

  it('answers 404 with a JSON error for a width the picture does not declare, and never renders it', async () => {
    const calls = pictureRenders();
    for (const query of ['w=241', 'w=5000', 'w=0480', 'w=abc', 'w=', 'w=-240', 'w=240.0', 'w=99999999999999999999']) {
      const response = await fetch(`${t.origin}/media/product/multi-purpose-filler-paste/en/4kg.png?${query}`);
      expect(response.status, query).toBe(404);
      expect(response.headers.get('content-type'), query).toMatch(/^application\/json/);
      expect(await response.json(), query).toEqual({ errors: { message: expect.stringMatching(/^Media not found/) } });
    }
    expect((await media('/media/visual/category-wood.avif?w=720')).status).toBe(404);
    expect((await media('/media/picto/interior.png?w=480')).status).toBe(404);
    expect((await media('/media/document/jointing-guide.pdf?w=240')).status).toBe(404);
    expect(pictureRenders()).toBe(calls);
    expect((await media('/media/visual/category-wood.avif?w=740')).status).toBe(200);
  });

  it('refuses paths nothing refers to: other languages, other packs, other kinds', async () => {
    for (const path of [
      '/media/visual/anything-i-like.png',
      '/media/product/multi-purpose-filler-paste/de/4kg.png',
      '/media/product/multi-purpose-filler-paste/en/3kg.png',
      '/media/product/multi-purpose-filler-paste/en/4kg.gif',
      '/media/product/multi-purpose-filler-paste/240.png',
      '/media/sheet/multi-purpose-filler-paste.pdf',
      '/media/sheet/de/multi-purpose-filler-paste.pdf',
      '/media/../backoffice.sqlite',
    ]) {
      expect((await media(path)).status, path).toBe(404);
    }
  });

  it('renders a file once when first asked for it twice at the same time, then serves the kept file', async () => {
    // The library itself, over the test's data and a media folder of its own: both reads start
    // before either has looked for the file, so without sharing both would render it.
    const db = openDatabase(t.dataDir);
    const mediaDir = mkdtempSync(path.join(tmpdir(), 'media-once-'));
    try {
      const { media: library } = await createServices(sqliteDatabase(db), { dataDir: mediaDir, adminToken: null });
      try {
        const calls = pictureRenders();
        const [first, second] = await Promise.all([1, 2].map(() => library.read('product/fine-finish-smoothing-powder/fr/15kg.avif', 720)));
        expect(first!.contentType).toBe('image/avif');
        expect(second!.content.equals(first!.content)).toBe(true);
        expect(pictureRenders() - calls).toBe(1);
        expect((await library.read('product/fine-finish-smoothing-powder/fr/15kg.avif', 720))!.content.equals(first!.content)).toBe(true);
        expect(pictureRenders() - calls).toBe(1);
        expect(readdirSync(path.join(mediaDir, 'media/product/fine-finish-smoothing-powder/fr'))).toEqual(['15kg@720.avif']);
      } finally {
        await library.close();
      }
    } finally {
      db.close();
      rmSync(mediaDir, { recursive: true, force: true });
    }
  });

  it('typesets again a document kept by an earlier edition of the documents instead of serving it', async () => {
    const db = openDatabase(t.dataDir);
    const mediaDir = mkdtempSync(path.join(tmpdir(), 'media-edition-'));
    try {
      // Where edition 1 kept French sheets, which drew the English tagline.
      const earlier = path.join(mediaDir, 'media/sheet/fr/multi-purpose-filler-paste.pdf');
      mkdirSync(path.dirname(earlier), { recursive: true });
      writeFileSync(earlier, 'a sheet of an earlier edition');
      const { media: library } = await createServices(sqliteDatabase(db), { dataDir: mediaDir, adminToken: null });
      try {
        const text = pdfText(readPdf((await library.read('sheet/fr/multi-purpose-filler-paste.pdf'))!.content));
        expect(text).toContain('Des murs bien faits');
        expect(text).not.toContain('Walls made right');
      } finally {
        await library.close();
      }
    } finally {
      db.close();
      rmSync(mediaDir, { recursive: true, force: true });
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

  it('serves the technical sheet in French at sheet/fr/{slug}.pdf and in English at sheet/en/{slug}.pdf', async () => {
    const french = await t.client.call('GET /product/:id', { path: { id: 'multi-purpose-filler-paste' }, query: { lang: 'fr' } });
    const english = pdfText(readPdf((await media('/media/sheet/en/multi-purpose-filler-paste.pdf')).bytes));
    expect(english).toContain('TECHNICAL DATA SHEET');
    const served = await media('/media/sheet/fr/multi-purpose-filler-paste.pdf');
    expect(served.status).toBe(200);
    const text = pdfText(readPdf(served.bytes));
    expect(text).toContain('FICHE TECHNIQUE');
    expect(text).toContain(french.name);
  });

  it('names a technical sheet per language, and serves each', async () => {
    for (const lang of ['en', 'fr']) {
      const product = await t.client.call('GET /product/:id', { path: { id: 'multi-purpose-filler-paste' }, query: { lang, saleplan_id: PART } });
      const url = product.medias.MEDIA.find((entry) => entry.title === 'FICHES_QCE')!.url;
      expect(url).toBe(`/media/sheet/${lang}/multi-purpose-filler-paste.pdf`);
      expect((await media(url)).type).toBe('application/pdf');
    }
  });

  it('serves referenced documents', async () => {
    const notices = await t.client.call('GET /notice', { query: { section: 'downloads' } });
    expect((await media(notices.items[0]!.url)).type).toBe('application/pdf');
  });

  it('announces the sizes of the documents a data dir holds already from its first answer', { timeout: 300_000 }, async () => {
    for (const notice of (await t.client.call('GET /notice', { query: {} })).items) expect((await media(notice.url)).status, notice.url).toBe(200);
    const again = await startBackoffice({ dataDir: t.dataDir, port: 0 });
    try {
      const notices = (await createBackofficeClient({ baseUrl: again.url }).call('GET /notice', { query: {} })).items;
      expect(notices.filter((notice) => notice.size_bytes === null)).toEqual([]);
    } finally {
      await again.close();
    }
  });
});
