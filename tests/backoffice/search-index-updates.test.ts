/**
 * A product published, changed or withdrawn through the write API is indexed again alone
 * (decision 200): its documents replaced and the words of the vocabulary they change, in rows
 * after the others'. What the index and the vocabulary then hold is what a rebuild writes, on
 * both engines. When another process wrote the index since (an import), the back office rebuilds.
 */
import { sql } from 'kysely';
import { expect, test } from 'vitest';
import type { ProductPublication } from '../../src/shared/kernel/api/contract.ts';
import { rebuildSearchIndex, searchIndexOf } from '../../src/backoffice/catalogue/search-indexing.ts';
import type { BackofficeQueries } from '../../src/backoffice/db/schema.ts';
import { ADMIN_TOKEN, PART, describeOnEachEngine } from './start-test-backoffice.ts';

const ID = 9200;
const publication: ProductPublication = {
  reference: 'QZR-P',
  color: '2a9d8f',
  form: 'paste',
  product: { slug: 'quartzite-repair-paste', name: 'Quartzite Repair Paste', extract: 'Quartzite Repair Paste mends chipped quartzite sills.', description: 'A paste for stone sills.' },
  translations: [{ lang: 'fr', slug: 'reboucher/pate-de-reparation-quartzite', name: 'Pâte de réparation quartzite', extract: 'Répare les appuis en quartzite écornés.', description: 'Une pâte pour les appuis.' }],
  categories_pro: ['filling-compounds'],
  categories_part: ['filling'],
  promoted: [],
  caracteristics: [{ name: 'work_type', values: ['filling'] }],
  variants: [{ id: 92001, reference: 'QZR-P-010', ean13: '3760471920012', pack_size: 1, price_pro: 9, price_part: 11.5 }],
};
const renamed: ProductPublication = { ...publication, product: { ...publication.product, name: 'Basalt Repair Paste', extract: 'Basalt Repair Paste mends chipped basalt sills.' } };

/** What the index holds, independent of the rows its documents were given. */
async function indexContents(queries: BackofficeQueries, engine: string): Promise<unknown> {
  const terms = await queries.selectFrom('search_term').selectAll().orderBy('lang').orderBy('term').execute();
  if (engine === 'PostgreSQL') {
    const { rows } = await sql`SELECT kind, ref_id, site_id, sales_plan_id, lang, words::text FROM search_document ORDER BY kind, ref_id, site_id, sales_plan_id, lang, words::text`.execute(queries);
    return { terms, documents: rows };
  }
  // FTS5 keeps no text: each word's documents and occurrences, which a row taken out with the wrong words would leave wrong.
  await sql`CREATE VIRTUAL TABLE IF NOT EXISTS temp.search_words USING fts5vocab(main, 'search_index', 'row')`.execute(queries);
  const { rows: words } = await sql`SELECT term, doc, cnt FROM temp.search_words ORDER BY term`.execute(queries);
  const { rows: entries } = await sql`SELECT kind, ref_id, count(*) AS documents FROM search_entry GROUP BY kind, ref_id ORDER BY kind, ref_id`.execute(queries);
  return { terms, words, entries };
}

/** The rows the product's documents are kept in. */
async function rowsOfProduct(queries: BackofficeQueries, engine: string): Promise<{ rows: number[]; others: number }> {
  const table = engine === 'PostgreSQL' ? 'search_document' : 'search_entry';
  const { rows } = await sql<{ id: number; ref_id: number; kind: string }>`SELECT id, ref_id, kind FROM ${sql.table(table)}`.execute(queries);
  const ofProduct = (row: { ref_id: number; kind: string }) => row.ref_id === ID && (row.kind === 'products' || row.kind === 'fqces');
  return { rows: rows.filter(ofProduct).map((row) => Number(row.id)), others: rows.filter((row) => !ofProduct(row)).length };
}

describeOnEachEngine((t, engine) => {
  const publish = (body: ProductPublication) => t.client.call('PUT /admin/product/:id', { path: { id: ID }, token: ADMIN_TOKEN, body });
  const found = async (text: string, lang = 'en') => (await t.client.call('GET /search', { query: { type: 'Suggest', text, lang, saleplan_id: PART } })).products.items.map((item) => item.id);
  const rebuiltElsewhere = async () => {
    await rebuildSearchIndex(t.queries, searchIndexOf(engine === 'PostgreSQL' ? 'postgres' : 'sqlite', t.queries));
    return indexContents(t.queries, engine);
  };

  test('a product changed or withdrawn is indexed again alone, and the index then holds what a rebuild writes', async () => {
    await publish(publication);
    expect(await found('quartzite')).toEqual([ID]);

    await publish(renamed);
    const { rows, others } = await rowsOfProduct(t.queries, engine);
    // Its documents (product and technical sheet, per plan and language) in new rows, after every other document's.
    expect(rows).toHaveLength(8);
    expect(Math.min(...rows)).toBeGreaterThan(others + rows.length);
    expect(await found('basalt')).toEqual([ID]);
    expect(await found('quartzite')).toEqual([]);
    expect(await found('basalte', 'fr')).toEqual([]);
    const updated = await indexContents(t.queries, engine);
    expect(updated).toEqual(await rebuiltElsewhere());
  });

  test('a product published again as it was writes nothing to the index', async () => {
    const written = async () => ({
      rows: (await rowsOfProduct(t.queries, engine)).rows,
      version: (await t.queries.selectFrom('search_version').select('version').executeTakeFirstOrThrow()).version,
    });
    await publish(publication);
    const once = await written();
    await publish(publication);
    expect(await written()).toEqual(once);
    expect(await found('quartzite')).toEqual([ID]);
  });

  test('a withdrawn product leaves neither documents nor words of its own', async () => {
    await publish(renamed);
    await publish(publication);
    await t.client.call('DELETE /admin/product/:id', { path: { id: ID }, token: ADMIN_TOKEN });
    expect((await rowsOfProduct(t.queries, engine)).rows).toEqual([]);
    const terms = await t.queries.selectFrom('search_term').select('term').where('term', 'in', ['quartzite', 'qzr']).execute();
    expect(terms).toEqual([]);
    expect(await indexContents(t.queries, engine)).toEqual(await rebuiltElsewhere());
  });

  test('after another process wrote the index, a publish rebuilds it rather than update what it no longer knows', async () => {
    await publish(publication);
    await rebuiltElsewhere();
    await publish(renamed);
    const { rows, others } = await rowsOfProduct(t.queries, engine);
    // Rebuilt: the rows numbered again in the catalogue's order, the product's among the others'.
    expect(Math.max(...rows)).toBeLessThanOrEqual(others + rows.length);
    expect(await found('basalt')).toEqual([ID]);
    expect(await indexContents(t.queries, engine)).toEqual(await rebuiltElsewhere());
  });
});
