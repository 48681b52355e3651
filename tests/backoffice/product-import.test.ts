/**
 * The CSV import of products (decision 189), on both engines: the shipped sample publishes its
 * products with their packs and French texts, readable at once through the API once the back
 * office reads the catalogue again; a file with faults is refused whole, each fault by line and
 * column, and stores nothing; and `npm run import` (the built command) says what it did.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from 'vitest';
import { CaracteristicCatalog } from '../../src/backoffice/catalogue/caracteristic-catalog.ts';
import { CategoryRepository } from '../../src/backoffice/catalogue/category-repository.ts';
import { importProducts } from '../../src/backoffice/catalogue/product-import.ts';
import { ProductPublisher } from '../../src/backoffice/catalogue/product-publisher.ts';
import { publicationSite } from '../../src/backoffice/publishing/publication-site.ts';
import { SiteDirectory } from '../../src/backoffice/settings/site-directory.ts';
import type { BackofficeQueries } from '../../src/backoffice/db/schema.ts';
import { PART, PRO, describeOnEachEngine } from './start-test-backoffice.ts';
import { freshSeededDataDir } from '../support/seeded-data-dir.ts';

const root = path.resolve(import.meta.dirname, '../..');
const sample = readFileSync(path.join(root, 'docs/products-sample.csv'), 'utf8');

async function importInto(queries: BackofficeQueries, text: string) {
  const [sites, caracteristics, categories] = await Promise.all([SiteDirectory.load(queries), CaracteristicCatalog.load(queries), CategoryRepository.load(queries)]);
  return importProducts(text, { publicationSite: publicationSite(sites.byUrl('')), publisher: new ProductPublisher(queries, caracteristics), categories, now: new Date('2026-11-29T00:00:00Z') });
}

const count = async (queries: BackofficeQueries, table: 'product' | 'product_item' | 'publish_event') =>
  Number((await queries.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('rows')).executeTakeFirstOrThrow()).rows);

describeOnEachEngine((t) => {
  test('the sample file publishes its products, packs and French texts, an event each', async () => {
    const eventsBefore = await count(t.queries, 'publish_event');
    const report = await importInto(t.queries, sample);
    expect(report).toEqual({ products: 2, packs: 3, refusals: [] });
    expect(await count(t.queries, 'publish_event')).toBe(eventsBefore + 2);
    const product = await t.client.call('GET /product/:id', { path: { id: 'lime-wall-filler-powder' }, query: { saleplan_id: PART } });
    expect(product).toMatchObject({ id: 9201, name: 'Lime Wall Filler Powder', reference: 'LWX-P' });
    expect(product.description).toContain('\n');
    expect(product.items.map((item) => [item.reference, item.price])).toEqual([['LWX-P-050', 34.9]]);
    const pro = await t.client.call('GET /product/:id', { path: { id: 'lime-wall-filler-powder' }, query: { saleplan_id: PRO } });
    expect(pro.items.map((item) => [item.reference, item.price])).toEqual([
      ['LWX-P-050', 28],
      ['LWX-P-150', 69],
    ]);
    const french = await t.client.call('GET /product/:id', { path: { id: 'reboucher/enduit-de-rebouchage-a-la-chaux' }, query: { saleplan_id: PART, lang: 'fr' } });
    expect(french.name).toBe('Enduit de rebouchage à la chaux');
    // Imported again: the same products, replaced, nothing added.
    const products = await count(t.queries, 'product');
    expect((await importInto(t.queries, sample)).products).toBe(2);
    expect(await count(t.queries, 'product')).toBe(products);
  });

  test('a file with faults is refused whole, each fault by line and column, and nothing is stored', async () => {
    const [header, ...lines] = sample.trimEnd().split('\n');
    const faulty = [
      header,
      // The lime filler's first line spans lines 2 to 4 of the file (its descriptions hold line breaks).
      ...lines.slice(0, 3),
      // Line 5: its second pack, with a barcode whose check digit is wrong and a price in words.
      lines[3]!.replace('3760471920128', '3760471920129').replace(',69.00,', ',sixty,'),
      // Line 6: the paste, in a category that does not exist and with the lime filler's slug.
      lines[4]!.replace('finish-smoothing', 'no-such-category').replace('quick-smooth-paste', 'lime-wall-filler-powder'),
      // Lines 7 and 8: a product whose later line disagrees with its first.
      '9203,ZZZ-P,zzz-filler,Zzz Filler,Fills.,Fills holes.,112233,powder,,filling,,form=powder,92031,ZZZ-P-010,3760471920302,1,,5.00,,,,',
      '9203,ZZZ-Q,,,,,,,,,,,92032,ZZZ-P-050,3760471920319,5,,20.00,,,,',
      // Line 9: a line of too few cells.
      '9204,ZZZ-R',
    ].join('\n');
    const products = await count(t.queries, 'product');
    const report = await importInto(t.queries, faulty);
    expect(report.products).toBe(0);
    // The file's shape and the write API's rules, for every line at once.
    expect(report.refusals).toEqual([
      { line: 5, column: 'pack_ean13', message: 'The barcode (EAN-13) field is invalid.' },
      { line: 5, column: 'price_pro', message: 'The price for professionals field is invalid.' },
      { line: 8, column: 'reference', message: "Differs from the product's first line (7): leave it empty or the same" },
      { line: 9, column: '', message: '2 cells where the header names 22 columns' },
    ]);
    const shapeFixed = faulty.split('\n').filter((line) => !line.startsWith('9203,ZZZ-Q') && !line.startsWith('9204')).join('\n');
    // Then what only the catalogue knows: its categories, and what other products of the file or the database hold.
    const catalogueFaults = await importInto(t.queries, shapeFixed.replace('3760471920129', '3760471920128').replace(',sixty,', ',69.00,'));
    expect(catalogueFaults.refusals).toEqual([
      { line: 6, column: 'categories_part', message: 'No category of this plan has this slug' },
      { line: 6, column: 'slug', message: 'Product 9201 of this batch has it too' },
    ]);
    expect(await count(t.queries, 'product')).toBe(products);
  });
});

test('npm run import (the built command) imports a file and says what; a faulty one is refused with exit code 1', async () => {
  const run = promisify(execFile);
  const dataDir = freshSeededDataDir('import-command-');
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
  const imported = await run(process.execPath, [path.join(root, 'dist/backoffice/import.js'), path.join(root, 'docs/products-sample.csv')], { env });
  expect(imported.stdout).toMatch(/^imported 2 products and 3 packs from .*products-sample\.csv into .* in [\d.]+ s\n$/);
  const refused = await run(process.execPath, [path.join(root, 'dist/backoffice/import.js'), path.join(root, 'redirects.csv')], { env }).catch((error: { code: number; stdout: string }) => error);
  expect('code' in refused ? refused.code : 0).toBe(1);
  expect(refused.stdout).toContain("line 1: The header's columns: missing product_id");
  expect(refused.stdout).toContain('nothing imported: 1 refusal in');
});
