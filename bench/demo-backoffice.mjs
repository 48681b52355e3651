/**
 * What the back-office benches share: the back office's modules bundled once per bench (esbuild,
 * packages external, so they run from plain Node; the media pool's worker beside them), and the
 * generated catalogue that copies the demo's products until it holds about `target` of them.
 */
import { build } from 'esbuild';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '..');

/** The modules every bench opens, seeds and serves the demo with, plus `extraExports` (export lines from the project's root). */
export async function bundleBackoffice(bench, extraExports = '') {
  const outdir = join(root, 'node_modules/.cache', `${bench}-bench`);
  const outfile = join(outdir, 'backoffice.mjs');
  const shared = { bundle: true, platform: 'node', format: 'esm', packages: 'external', logLevel: 'silent' };
  // The media pool starts its worker from beside the bundle that holds it (build.mjs does the same).
  const worker = build({ ...shared, entryPoints: { 'media-worker': join(root, 'src/backoffice/media/media-worker.ts') }, outdir });
  const backoffice = build({
    stdin: {
      contents: `
        export { openDatabase } from './src/backoffice/db/open-database.ts';
        export { migrate } from './src/backoffice/db/migrate.ts';
        export { sqliteDatabase, postgresDatabase } from './src/backoffice/db/database.ts';
        export { seedDemo } from './src/backoffice/demo/seed-demo.ts';
        export { rebuildSearchIndex, searchIndexOf } from './src/backoffice/catalogue/search-indexing.ts';
        export { createServices } from './src/backoffice/services.ts';
        ${extraExports}`,
      resolveDir: root,
      loader: 'ts',
    },
    ...shared,
    outfile,
  });
  await Promise.all([worker, backoffice]);
  return import(pathToFileURL(outfile).href);
}

const VARIANTS = ['Plus', 'Pro', 'Max', 'Express', 'Premium', 'Classic', 'Eco', 'Ultra', 'Studio', 'Heritage', 'Nordic', 'Coastal', 'Urban', 'Alpine', 'Atelier', 'Prime'];

/**
 * Copies every product (translations, plans, categories, characteristics, packs and prices)
 * until the catalogue holds about `target` products; returns the count. The search index is
 * not rebuilt: the caller times that or not.
 */
export function growCatalogue(db, target) {
  const products = db.prepare('SELECT * FROM product').all();
  const copies = Math.ceil(target / products.length) - 1;
  const insert = (table, row) => {
    const columns = Object.keys(row);
    db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((column) => `@${column}`).join(', ')})`).run(row);
  };
  const rowsOf = (table, column, id) => db.prepare(`SELECT * FROM ${table} WHERE ${column} = ?`).all(id);
  db.transaction(() => {
    for (let copy = 1; copy <= copies; copy++) {
      const variant = `${VARIANTS[copy % VARIANTS.length]} ${100 + copy}`;
      for (const product of products) {
        const id = product.id + copy * 100_000;
        insert('product', { ...product, id, slug: `${product.slug}-${copy}`, reference: `${product.reference}${copy}`, name: `${product.name} ${variant}` });
        for (const row of rowsOf('product_translation', 'product_id', product.id)) insert('product_translation', { ...row, product_id: id, slug: `${row.slug}-${copy}`, name: `${row.name} ${variant}` });
        for (const table of ['product_plan', 'product_category', 'product_caracteristic']) {
          for (const row of rowsOf(table, 'product_id', product.id)) insert(table, { ...row, product_id: id });
        }
        for (const item of rowsOf('product_item', 'product_id', product.id)) {
          const itemId = item.id + copy * 100_000;
          // Codes starting with 2 (in-store numbering) never meet the demo's 376 ones.
          const prefix = `2${String(copy).padStart(3, '0')}`;
          insert('product_item', { ...item, id: itemId, product_id: id, reference: `${item.reference}-${copy}`, ean13: `${prefix}${item.ean13.slice(4)}`, gtin14: `${prefix}${item.gtin14.slice(4)}` });
          for (const price of rowsOf('item_price', 'item_id', item.id)) insert('item_price', { ...price, item_id: itemId });
        }
      }
    }
  })();
  return db.prepare('SELECT count(*) FROM product').pluck().get();
}
