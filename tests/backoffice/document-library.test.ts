/**
 * The document library's data (issue 34, decision 194): each notice names its language, the
 * product it is about with that product's ranges in the plan, and a cover, its first page drawn
 * by PDFium, served like every picture (formats, declared widths, HEAD without rendering).
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Notice } from '../../src/shared/kernel/api/contract.ts';
import { MediaPool } from '../../src/backoffice/media/media-pool.ts';
import type { MediaTask } from '../../src/backoffice/media/media-worker.ts';
import { PART, PRO, startTestBackoffice, type TestBackoffice } from './start-test-backoffice.ts';

const renders = vi.spyOn(MediaPool.prototype, 'render');
const coverRenders = () => renders.mock.calls.filter(([task]) => task.kind === 'cover').length;

let t: TestBackoffice;
beforeAll(async () => {
  t = await startTestBackoffice();
});
afterAll(() => t.stop());

const notices = async (query: { lang?: string; saleplan_id?: number } = {}): Promise<Notice[]> =>
  (await t.client.call('GET /notice', { query: { section: 'technical_documentation', ...query } })).items;

describe('GET /notice', () => {
  it('names the product of each sheet as the plan sells it, with its ranges, and no product for a guide', async () => {
    const all = await notices();
    const sheet = all.find((notice) => notice.url === '/media/sheet/en/fine-finish-smoothing-powder.pdf')!;
    expect(sheet.product).toEqual({ id: expect.any(Number), slug: 'fine-finish-smoothing-powder', name: 'Fine Finish Smoothing Powder' });
    // Its category is a child of a range: the range is the top-level category.
    expect(sheet.ranges.map((range) => range.slug)).toEqual(['smoothing-compounds']);
    const guide = all.find((notice) => notice.type.technical_name === 'installation_guide')!;
    expect(guide).toMatchObject({ product: null, ranges: [] });
    // Consumers are sold another set of categories: the same product in their ranges.
    const forConsumers = (await notices({ saleplan_id: PART })).find((notice) => notice.id === sheet.id)!;
    expect(forConsumers.ranges.map((range) => range.slug)).toEqual(['finish-smoothing']);
  });

  it('names no product a plan does not sell, though it lists its sheet', async () => {
    const airless = (await notices({ saleplan_id: PART })).find((notice) => notice.url.endsWith('/airless-spray-smoothing.pdf'))!;
    expect(airless).toMatchObject({ product: null, ranges: [] });
    const forPros = (await notices({ saleplan_id: PRO })).find((notice) => notice.id === airless.id)!;
    expect(forPros.product?.slug).toBe('airless-spray-smoothing');
  });

  it('says which language each document is written in: French sheets, English safety data sheets on the French list', async () => {
    expect(new Set((await notices()).map((notice) => notice.language))).toEqual(new Set(['en']));
    const french = await notices({ lang: 'fr' });
    const sheets = french.filter((notice) => notice.type.technical_name === 'technical_sheet');
    expect(sheets.length).toBeGreaterThan(30);
    expect(sheets.every((notice) => notice.language === 'fr' && notice.url.startsWith('/media/sheet/fr/'))).toBe(true);
    expect(french.filter((notice) => notice.type.technical_name === 'safety_data_sheet').every((notice) => notice.language === 'en')).toBe(true);
    // The product's name and slug in French.
    expect(sheets.find((notice) => notice.product?.id === french[2]!.product?.id)?.product?.name).toBe(french[2]!.product?.name);
  });

  it('gives every document a cover in three formats at the card’s widths', async () => {
    for (const notice of await notices()) {
      const name = notice.url.replace(/^\/media\//, '/media/cover/').replace(/\.pdf$/, '');
      expect(notice.cover).toEqual({
        url: `${name}.png`,
        webp: `${name}.webp`,
        avif: `${name}.avif`,
        alt: notice.title,
        title: notice.title,
        width: 120,
        height: 170,
        widths: [120, 240, 360],
      });
    }
  });
});

describe('/media/cover', () => {
  it('answers a HEAD of a cold cover without rendering it, nor typesetting its document', async () => {
    const cover = (await notices()).find((notice) => notice.type.technical_name === 'safety_data_sheet')!.cover!;
    const before = renders.mock.calls.length;
    const head = await fetch(`${t.origin}${cover.avif}?w=240`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/avif');
    expect(head.headers.get('content-length')).toBeNull();
    expect(renders.mock.calls.length).toBe(before);
  });

  it('draws the first page of the document at each declared width and format, the document typeset first', { timeout: 120_000 }, async () => {
    const sheet = (await notices()).find((notice) => notice.url === '/media/sheet/en/deep-fill-filler.pdf')!;
    const cover = sheet.cover!;
    const before = coverRenders();
    for (const [url, format] of [
      [cover.url, 'png'],
      [`${cover.webp}?w=240`, 'webp'],
      [`${cover.avif}?w=360`, 'heif'],
    ] as const) {
      const response = await fetch(`${t.origin}${url}`);
      expect(response.status, url).toBe(200);
      const bytes = Buffer.from(await response.arrayBuffer());
      const { width, height, format: read } = await sharp(bytes).metadata();
      expect(read, url).toBe(format);
      const expectedWidth = Number(/\?w=(\d+)/.exec(url)?.[1] ?? 120);
      expect(width, url).toBe(expectedWidth);
      // An A4 page: 1 : √2.
      expect(height, url).toBe(Math.round((expectedWidth * 841.89) / 595.28));
    }
    expect(coverRenders() - before).toBe(3);
    // The page, not a blank: the title band of the range's colour fills part of its top (deep fill: orange).
    const png = await sharp(Buffer.from(await (await fetch(`${t.origin}${cover.url}`)).arrayBuffer())).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => Array.from(png.data.subarray((y * png.info.width + x) * png.info.channels, (y * png.info.width + x) * png.info.channels + 3));
    const [red, , blue] = pixel(60, 24);
    expect(red! - blue!).toBeGreaterThan(100);
    // Paper white in the margin.
    expect(pixel(3, 100)).toEqual([255, 255, 255]);
    // The document it was drawn from is kept: the list now announces its size.
    await vi.waitFor(async () => expect((await notices()).find((notice) => notice.id === sheet.id)!.size_bytes).toBeGreaterThan(1000));
    // Served again from the file: not drawn twice.
    await fetch(`${t.origin}${cover.url}`);
    expect(coverRenders() - before).toBe(3);
  });

  it('draws nothing for a cover nothing names, nor at a width nobody declared', async () => {
    // The list's documents are typeset in the background to learn their sizes: those renders
    // may land meanwhile, so only covers, and the documents these paths name, are counted.
    const named = (task: MediaTask) => task.kind === 'cover' || (task.kind === 'document' && task.slug === 'no-such-guide');
    const before = renders.mock.calls.filter(([task]) => named(task)).length;
    for (const path of ['/media/cover/document/no-such-guide.png', '/media/cover/sheet/xx/fine-finish-smoothing-powder.webp', '/media/cover/visual/home-hero.png', '/media/cover/document/jointing-guide.png?w=121', '/media/cover/document/jointing-guide.gif']) {
      expect((await fetch(`${t.origin}${path}`)).status, path).toBe(404);
    }
    expect(renders.mock.calls.filter(([task]) => named(task)).length).toBe(before);
  });
});
