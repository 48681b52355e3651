/**
 * `npm run import -- products.csv`: publishes the products of a CSV file into the back office's
 * database (DATABASE_URL, else DATA_DIR's SQLite file), all or nothing (decision 189): one
 * transaction, a publish event per product, then the search index rebuilt. Prints what it stored,
 * or each refused line and column and stores nothing (exit code 1). The columns are the README's;
 * docs/products-sample.csv is a file to start from. A back office already running hears the
 * import as it commits, on either engine (decision 191), and reads the new categories' counts and
 * search words again; the site that started it drops what it keeps of the products.
 */
import { readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { openBackofficeDatabase } from './backoffice-database.ts';
import { CaracteristicCatalog } from './catalogue/caracteristic-catalog.ts';
import { CategoryRepository } from './catalogue/category-repository.ts';
import { MAX_CSV_BYTES } from './catalogue/product-csv.ts';
import { importProducts } from './catalogue/product-import.ts';
import { ProductPublisher } from './catalogue/product-publisher.ts';
import { publicationSite } from './publishing/publication-site.ts';
import { rebuildSearchIndex, searchIndexOf } from './catalogue/search-indexing.ts';
import { SiteDirectory } from './settings/site-directory.ts';

const file = process.argv[2];
if (file === undefined || process.argv.length > 3) {
  console.error('Usage: npm run import -- products.csv');
  process.exit(2);
}
const databaseUrl = process.env.DATABASE_URL || undefined;
if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
  console.error('DATABASE_URL must name a PostgreSQL database (postgres://user:password@host:port/name), or be unset for the embedded SQLite file');
  process.exit(2);
}
const size = await stat(file).then((info) => info.size, () => undefined);
if (size === undefined) {
  console.error(`${file}: no such file`);
  process.exit(2);
}
if (size > MAX_CSV_BYTES) {
  console.error(`${file}: ${size} bytes, over the ${MAX_CSV_BYTES} a file may hold: split it`);
  process.exit(2);
}

const started = performance.now();
const database = await openBackofficeDatabase({ dataDir: resolve(process.env.DATA_DIR ?? './data'), ...(databaseUrl ? { databaseUrl } : {}) });
try {
  const [sites, caracteristics, categories] = await Promise.all([
    SiteDirectory.load(database.queries),
    CaracteristicCatalog.load(database.queries),
    CategoryRepository.load(database.queries),
  ]);
  // No host: the default site, the one a site process serves when it names none.
  const site = sites.byUrl('');
  const report = await importProducts(await readFile(file, 'utf8'), {
    publicationSite: publicationSite(site),
    publisher: new ProductPublisher(database.queries, caracteristics),
    categories,
    now: new Date(),
  });
  if (report.refusals.length > 0) {
    for (const refusal of report.refusals) console.log(`line ${refusal.line}${refusal.column === '' ? '' : `, ${refusal.column}`}: ${refusal.message}`);
    console.log(`nothing imported: ${report.refusals.length} refusal${report.refusals.length === 1 ? '' : 's'} in ${file}`);
    process.exitCode = 1;
  } else {
    await rebuildSearchIndex(database.queries, searchIndexOf(database.engine, database.queries));
    console.log(`imported ${report.products} products and ${report.packs} packs from ${file} into ${site.label} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
} finally {
  await database.close();
}
