/**
 * Search-suggest time of the back office, measured in-process (no HTTP): the search service's
 * answer to `GET /search?type=Suggest` (planning, FTS5 totals and ranked items, hydration of 3
 * items per group) and its JSON, on the demo catalogue and on a generated one of about 3,000
 * products (the demo's 62 copied under other names, references and EANs, then reindexed).
 * Queries mix both languages and what issue 21 forgives: prefixes, typos, accents, plurals,
 * codes, joined words, synonyms and nonsense. Usage: node bench/search.mjs [rounds]
 */
import { build } from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';

const root = resolve(import.meta.dirname, '..');
const rounds = Number(process.argv[2] ?? 3000);
const bundle = join(root, 'node_modules/.cache/search-bench/backoffice.mjs');
const GENERATED_PRODUCTS = 3000;

const queries = [
  ['en', 'smoo'], ['en', 'fill'], ['en', 'facade'], ['en', 'smothing'], ['en', 'filer'], ['en', 'wood filers'],
  ['en', 'mold'], ['en', 'antimould'], ['en', 'heavy duty'], ['en', 'ffsp'], ['en', 'FFS-P-010'], ['en', 'placo'],
  ['en', 'damp rooms'], ['en', 'ceilng filler'], ['en', 'xqzw'],
  ['fr', 'liss'], ['fr', 'lisage'], ['fr', 'carelage'], ['fr', 'rebouchge'], ['fr', 'moisisure'], ['fr', 'enduits'],
  ['fr', 'pâte à bois'], ['fr', 'salle de bain'], ['fr', 'trous'], ['fr', 'multiusage'], ['fr', 'chf r'], ['fr', 'plaquiste'],
  ['fr', 'enduit facade exterieur'], ['fr', 'blorft'],
];

await build({
  stdin: {
    contents: `
      export { openDatabase } from './src/backoffice/db/open-database.ts';
      export { migrate } from './src/backoffice/db/migrate.ts';
      export { seedDatabase } from './src/backoffice/seed/seed-database.ts';
      export { rebuildSearchIndex } from './src/backoffice/catalogue/search-index.ts';
      export { createServices } from './src/backoffice/services.ts';`,
    resolveDir: root,
    loader: 'ts',
  },
  bundle: true,
  platform: 'node',
  format: 'esm',
  packages: 'external',
  outfile: bundle,
  logLevel: 'silent',
});
const backoffice = await import(bundle);

const VARIANTS = ['Plus', 'Pro', 'Max', 'Express', 'Premium', 'Classic', 'Eco', 'Ultra', 'Studio', 'Heritage', 'Nordic', 'Coastal', 'Urban', 'Alpine', 'Atelier', 'Prime'];

/** Copies every product (translations, plans, categories, characteristics, packs and prices) until the catalogue holds about `target` products. */
function growCatalogue(db, target) {
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
    backoffice.rebuildSearchIndex(db);
  })();
  return db.prepare('SELECT count(*) FROM product').pluck().get();
}

function measure(services, plans) {
  const times = [];
  const perQuery = new Map(queries.map(([lang, text]) => [`${lang}:${text}`, []]));
  for (let round = 0; round < rounds + 200; round++) {
    const [lang, text] = queries[round % queries.length];
    const plan = plans[round % plans.length];
    const start = performance.now();
    JSON.stringify(services.search.search({ siteId: 9, plan, lang, text, perGroup: 3, offset: 0, tab: null }));
    const elapsed = performance.now() - start;
    if (round < 200) continue;
    times.push(elapsed);
    perQuery.get(`${lang}:${text}`).push(elapsed);
  }
  const percentile = (values, p) => {
    const sorted = [...values].sort((a, b) => a - b);
    return Number(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(2));
  };
  const slowest = [...perQuery].map(([query, values]) => ({ query, p95: percentile(values, 95) })).sort((a, b) => b.p95 - a.p95)[0];
  return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), slowestQueryP95: slowest };
}

const dataDir = mkdtempSync(join(tmpdir(), 'search-bench-'));
try {
  const db = backoffice.openDatabase(dataDir);
  backoffice.migrate(db);
  backoffice.seedDatabase(db);
  const plans = db.prepare('SELECT * FROM sales_plan WHERE site_id = 9').all();
  const demoProducts = db.prepare('SELECT count(*) FROM product').pluck().get();
  const demo = measure(backoffice.createServices(db, { dataDir, adminToken: null }), plans);
  const generatedProducts = growCatalogue(db, GENERATED_PRODUCTS);
  const generated = measure(backoffice.createServices(db, { dataDir, adminToken: null }), plans);
  console.log(
    JSON.stringify(
      {
        machine: `${cpus().length} × ${cpus()[0]?.model.trim()}, Node ${process.version}`,
        queries: queries.length,
        rounds,
        demo: { products: demoProducts, serverTimeMs: demo },
        generated: { products: generatedProducts, serverTimeMs: generated },
      },
      null,
      2,
    ),
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
