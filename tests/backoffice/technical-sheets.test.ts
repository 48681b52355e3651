/**
 * Issue 20: the technical sheets are typeset documents a professional would print, in the page's
 * language, with the site's typeface embedded, under 200 KB each; the other documents share the look.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../src/backoffice/db/migrate.ts';
import { sqliteDatabase } from '../../src/backoffice/db/database.ts';
import { openDatabase, type Db } from '../../src/backoffice/db/open-database.ts';
import { genericDocument, technicalSheet, type SheetProduct } from '../../src/backoffice/media/documents.ts';
import { seedDemo } from '../../src/backoffice/demo/seed-demo.ts';
import { createServices, type Services } from '../../src/backoffice/services.ts';
import { pdfText, readPdf } from '../support/pdf-reader.ts';

const MAX_BYTES = 200 * 1024;

let dataDir: string;
let db: Db;
let services: Services;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'sheets-test-'));
  db = openDatabase(dataDir);
  migrate(db);
  const database = sqliteDatabase(db);
  await seedDemo(database);
  services = await createServices(database, { dataDir, adminToken: null });
});
afterAll(() => {
  db.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function sheetOf(slug: string, lang: string): Promise<SheetProduct> {
  const product = await services.products.sheet(slug, lang);
  if (product === undefined) throw new Error(`no product ${slug}`);
  return product;
}

describe('technical sheets', () => {
  it('is a valid PDF naming the product, its reference and each pack’s EAN, set in Archivo', async () => {
    const product = await sheetOf('multi-purpose-filler-paste', 'en');
    const reading = readPdf(technicalSheet(product));
    expect(reading.pageCount).toBeGreaterThanOrEqual(1);
    const text = pdfText(reading);
    expect(text).toContain('Multi-Purpose Filler Paste');
    expect(text).toContain(product.reference);
    for (const item of product.items) {
      expect(text).toContain(item.ean13);
      expect(text).toContain(item.reference);
    }
    expect(text).toContain('Technical data sheet'.toUpperCase());
    expect(text).toContain('Characteristics'.toUpperCase());
    expect(text).toContain('Demo document');
    expect(text).toContain('Walls made right');
    expect(reading.fontNames.length).toBeGreaterThan(0);
    for (const name of reading.fontNames) expect(name).toMatch(/^[A-Z]{6}\+Archivo-(Regular|Bold|ExtraBold)$/);
  });

  it('tells how to apply the product in the product page’s steps, and its safety notes', async () => {
    const text = pdfText(readPdf(technicalSheet(await sheetOf('fine-finish-smoothing-powder', 'en'))));
    expect(text).toContain('HOW TO APPLY IT');
    expect(text).toContain('Mix the powder with clean water');
    expect(text).toMatch(/Allow \d+ hours? of drying/);
    expect(text).toContain('SAFETY AND STORAGE');
    expect(text).toContain('FFP2');
  });

  it('is written in French for French: name, labels, values, steps and the tagline beside the logo', async () => {
    const english = await sheetOf('multi-purpose-filler-paste', 'en');
    const product = await sheetOf('multi-purpose-filler-paste', 'fr');
    expect(product.name).not.toBe(english.name);
    const reading = readPdf(technicalSheet(product));
    const text = pdfText(reading);
    expect(text).toContain(product.name);
    expect(text).toContain('FICHE TECHNIQUE');
    expect(text).toContain('CARACTÉRISTIQUES');
    expect(text).toContain('CONDITIONNEMENT');
    expect(text).toContain(product.caracteristics.drying_time!.label);
    expect(text).toContain('Remuez la pâte');
    expect(text).toContain('Document de démonstration');
    // The site's own tagline in French, as the French pages' footer and logo say it.
    expect(text).toContain('Des murs bien faits');
    expect(text).not.toContain('Technical data sheet');
    expect(text).not.toContain('Walls made right');
  });

  it('sets the narrow no-break spaces of French texts, which Archivo lacks, as no-break spaces: no missing glyph', async () => {
    const product = await sheetOf('multi-purpose-filler-paste', 'fr');
    expect(product.extract).toContain('maçonnerie\u202F;');
    // The runs as drawn: pdfText folds every kind of space into one.
    const drawn = readPdf(technicalSheet(product)).textRuns.join('');
    expect(drawn).toContain('maçonnerie\u00A0;');
    expect(drawn).not.toContain('\u202F');
  });

  it('keeps every measure with its unit, by a no-break space, in both languages', async () => {
    const measureApart = /\d (?:mm|cm|m²|m|kg|g|L|h|min|°C|%)(?![\p{L}\d])/u;
    for (const lang of ['en', 'fr']) {
      const runs = readPdf(technicalSheet(await sheetOf('multi-purpose-filler-paste', lang))).textRuns;
      expect(runs.join('')).toMatch(/1[.,]5\u00A0kg/);
      expect(runs.filter((run) => measureApart.test(run)), lang).toEqual([]);
    }
  });

  it('stays under 200 KB for every product in both languages', { timeout: 120_000 }, async () => {
    const slugs = db.prepare('SELECT slug FROM product ORDER BY id').pluck().all() as string[];
    expect(slugs.length).toBeGreaterThan(40);
    const sizes: number[] = [];
    for (const slug of slugs) {
      for (const lang of ['en', 'fr']) {
        const product = await sheetOf(slug, lang);
        const bytes = technicalSheet(product);
        expect(bytes.length, `${lang}/${slug}`).toBeLessThan(MAX_BYTES);
        const reading = readPdf(bytes);
        expect(pdfText(reading), `${lang}/${slug}`).toContain(product.name);
        sizes.push(bytes.length);
      }
    }
    console.info(`technical sheets: ${sizes.length}, ${Math.min(...sizes)}–${Math.max(...sizes)} bytes`);
  });

  it('typesets the same bytes from the same data', async () => {
    const product = await sheetOf('fine-finish-smoothing-powder', 'fr');
    expect(technicalSheet(product).equals(technicalSheet(product))).toBe(true);
  });
});

describe('other documents', () => {
  it('typesets safety data sheets, guides and worksheets in the same typeface', () => {
    for (const [folder, slug, title] of [
      ['document', 'sds-fine-finish-smoothing-powder', 'SAFETY DATA SHEET'],
      ['document', 'jointing-guide', 'Jointing guide'],
      ['worksheet', 'fill-a-crack', 'WORKSHEET'],
    ] as const) {
      const bytes = genericDocument(folder, slug);
      expect(bytes.length).toBeLessThan(MAX_BYTES);
      const reading = readPdf(bytes);
      expect(reading.pageCount).toBe(1);
      expect(pdfText(reading)).toContain(title);
      for (const name of reading.fontNames) expect(name).toMatch(/\+Archivo-/);
    }
  });
});
