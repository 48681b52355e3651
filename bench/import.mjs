/**
 * The CSV import of issue 32 (decision 189), timed on both engines: a generated file of
 * `products` products (default 5,000), two packs each, with French texts, categories of both
 * plans and characteristics, read, judged, published in one transaction with an event each, then
 * the search index rebuilt; into a freshly seeded SQLite data folder, and into a PostgreSQL
 * database of a cluster of the bench's own (tests/support/postgres-cluster.ts, durability off as
 * for the tests). Usage: node bench/import.mjs [products]
 */
import { bundleBackoffice } from './demo-backoffice.mjs';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const products = Number(process.argv[2] ?? 5000);
const bo = await bundleBackoffice(
  'import',
  `export { openBackofficeDatabase } from './src/backoffice/backoffice-database.ts';
   export { importProducts } from './src/backoffice/catalogue/product-import.ts';
   export { ProductPublisher } from './src/backoffice/catalogue/product-publisher.ts';
   export { publicationSite } from './src/backoffice/publishing/publication-site.ts';
   export { CaracteristicCatalog } from './src/backoffice/catalogue/caracteristic-catalog.ts';
   export { CategoryRepository } from './src/backoffice/catalogue/category-repository.ts';
   export { SiteDirectory } from './src/backoffice/settings/site-directory.ts';
   export { startPostgresCluster } from './tests/support/postgres-cluster.ts';`,
);

function ean13(twelve) {
  const sum = [...twelve].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return `${twelve}${(10 - (sum % 10)) % 10}`;
}

const quoted = (cell) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
const WORDS = ['Fine', 'Rapid', 'Lime', 'Stone', 'Light', 'Deep', 'Smooth', 'Strong', 'Flexible', 'Exterior', 'Wood', 'Multi'];
const KINDS = [
  { noun: 'Filler', fr: 'Enduit de rebouchage', work: 'filling', pro: 'filling-compounds', part: 'filling' },
  { noun: 'Smoothing Compound', fr: 'Enduit de lissage', work: 'smoothing', pro: 'smoothing-compounds', part: 'finish-smoothing' },
  { noun: 'Levelling Compound', fr: 'Enduit de dressage', work: 'levelling', pro: 'levelling-compounds', part: 'thick-smoothing' },
];

/** A CSV of `count` products, two packs each, in the columns of the README. */
function generatedCsv(count) {
  const header = 'product_id,reference,slug,name,extract,description,color,form,categories_pro,categories_part,promoted,caracteristics,pack_id,pack_reference,pack_ean13,pack_size,price_pro,price_part,slug_fr,name_fr,extract_fr,description_fr';
  const lines = [header];
  for (let index = 0; index < count; index++) {
    const id = 200_000 + index;
    const kind = KINDS[index % KINDS.length];
    const name = `${WORDS[index % WORDS.length]} ${kind.noun} ${index}`;
    const slug = name.toLowerCase().replace(/ /g, '-');
    const reference = `GEN${index}-P`;
    const frName = `${kind.fr} ${WORDS[index % WORDS.length].toLowerCase()} ${index}`;
    const product = [
      id, reference, slug, name, `${name}: a generated product for the import bench.`, `${name} is a powder to mix with water, for interior work.\nApply in thin coats.`,
      '8a9a5b', 'powder', kind.pro, kind.part, index % 50 === 0 ? 'part' : '',
      `work_type=${kind.work}; application_area=interior; support=plaster|plasterboard; form=powder; sandable=yes; drying_time=${1 + (index % 24)}`,
    ];
    const french = [`reboucher/${frName.toLowerCase().replace(/ /g, '-')}`, frName, `${frName} : un produit généré.`, `${frName} est une poudre à mélanger.`];
    const pack = (serial, size, pro, part) => [id * 10 + serial, `${reference}-${String(size * 10).padStart(3, '0')}`, ean13(`37${String(id * 10 + serial).padStart(10, '0')}`), size, pro, part];
    lines.push([...product, ...pack(1, 5, '21.00', '26.90'), ...french].map(String).map(quoted).join(','));
    lines.push([...product.map((cell, column) => (column === 0 ? cell : '')), ...pack(2, 25, '79.00', ''), '', '', '', ''].map(String).map(quoted).join(','));
  }
  return `${lines.join('\n')}\n`;
}

async function timeImport(name, options, text) {
  const database = await bo.openBackofficeDatabase(options);
  try {
    const [sites, caracteristics, categories] = await Promise.all([
      bo.SiteDirectory.load(database.queries),
      bo.CaracteristicCatalog.load(database.queries),
      bo.CategoryRepository.load(database.queries),
    ]);
    const started = performance.now();
    const report = await bo.importProducts(text, {
      publicationSite: bo.publicationSite(sites.byUrl('')),
      publisher: new bo.ProductPublisher(database.queries, caracteristics),
      categories,
      now: new Date(),
    });
    const imported = performance.now();
    if (report.refusals.length > 0) throw new Error(`${name}: refused ${JSON.stringify(report.refusals.slice(0, 5))}`);
    await bo.rebuildSearchIndex(database.queries, bo.searchIndexOf(database.engine, database.queries));
    const indexed = performance.now();
    return { engine: name, products: report.products, packs: report.packs, importSeconds: +((imported - started) / 1000).toFixed(1), searchIndexSeconds: +((indexed - imported) / 1000).toFixed(1), totalSeconds: +((indexed - started) / 1000).toFixed(1) };
  } finally {
    await database.close();
  }
}

const text = generatedCsv(products);
const dataDir = mkdtempSync(join(tmpdir(), 'import-bench-'));
const cluster = await bo.startPostgresCluster();
try {
  const results = [await timeImport('SQLite', { dataDir }, text), await timeImport('PostgreSQL', { dataDir, databaseUrl: cluster.url }, text)];
  console.log(JSON.stringify({ machine: `${cpus().length} × ${cpus()[0]?.model.trim()}, Node ${process.version}, load ${loadavg().map((value) => value.toFixed(2)).join(' ')}`, fileBytes: Buffer.byteLength(text), results }, null, 2));
} finally {
  await cluster.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
