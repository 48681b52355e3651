/**
 * Issue 21's choice, measured: the back office's FTS5 search as built (decision 150) against
 * MiniSearch, a well-kept in-process engine, on the same demo catalogue and the same query set
 * (tests/backoffice/search-relevance-queries.ts). For each engine: top-3 rate per language (an
 * accepted product line among the first three products, as the relevance test counts), nonsense
 * queries answering no product, query time in-process (p50/p95) on the demo and on the generated
 * ≈3,000-product catalogue of bench/search.mjs, index build time and memory.
 *
 * MiniSearch is configured fairly: one index per language and plan over the fields FTS5 indexes
 * (name, codes = reference + pack references + EANs, traits = categories + characteristic labels,
 * extract), boosted as FTS5's bm25 weights (10, 5, 2, 1); its tokenizer reuses search-text.ts
 * (folding, British spellings, light stemming, joined compounds), so the comparison is about the
 * engine; prefix search; typo tolerance either MiniSearch's usual `fuzzy: 0.2` or the issue's rule
 * (1 edit from 5 letters, 2 from 9); the synonyms table as query expansion (the typed phrase OR
 * each alternative); all words required (AND), then any word (OR) when that finds nothing.
 *
 * MiniSearch's time is the products group only (search, then hydration of 3 summaries and JSON);
 * FTS5 is shown both as the suggest handler (every group) and restricted to products.
 * Usage: node --expose-gc bench/search-engines.mjs [rounds]
 */
import { bundleBackoffice, growCatalogue } from './demo-backoffice.mjs';
import MiniSearch from 'minisearch';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';

const root = resolve(import.meta.dirname, '..');
const rounds = Number(process.argv[2] ?? 3000);
const GENERATED_PRODUCTS = 3000;
const SITE = 9;

const bo = await bundleBackoffice(
  'search-engines',
  `export { fold, stem, indexedText, WORD_GROUP_SEPARATOR } from './src/backoffice/catalogue/search-text.ts';
   export { searchCorpus } from './src/backoffice/catalogue/search-documents.ts';
   export { englishCases, frenchCases, nonsenseQueries } from './tests/backoffice/search-relevance-queries.ts';`,
);
const gc = globalThis.gc ?? (() => {});


// ---------------------------------------------------------------- MiniSearch over the same fields


/** Issue 21's typo rule (Meilisearch's default): none under 5 letters, 1 edit from 5, 2 from 9; no typo on codes. */
const issueRule = (term) => (/\d/.test(term) ? 0 : term.length >= 9 ? 2 : term.length >= 5 ? 1 : 0);

const CONFIGS = {
  'minisearch fuzzy 0.2': { fuzzy: 0.2, prefix: () => true },
  'minisearch 1 edit ≥5, 2 ≥9': { fuzzy: issueRule, prefix: (last) => last },
};

/** The products' documents as the FTS5 index holds them (already in the index's form: split on spaces). */
function buildMiniSearch(corpus) {
  const indexes = new Map(); // `${lang}:${planId}` → MiniSearch
  const tokenizers = new Map([['en', (text) => bo.indexedText(text, 'en').split(' ').filter((word) => word !== '')], ['fr', (text) => bo.indexedText(text, 'fr').split(' ').filter((word) => word !== '')]]);
  const indexed = (text) => text.split(' ').filter((word) => word !== '');
  for (const document of corpus.documents) {
    if (document.kind !== 'products' || document.siteId !== SITE) continue;
    const key = `${document.lang}:${document.planId}`;
    let index = indexes.get(key);
    if (index === undefined) {
      const tokenize = tokenizers.get(document.lang);
      index = new MiniSearch({
        fields: ['name', 'codes', 'traits', 'extract'],
        tokenize: indexed,
        processTerm: (term) => term || null,
        searchOptions: { boost: { name: 10, codes: 5, traits: 2, extract: 1 }, tokenize, processTerm: (term) => term || null },
      });
      indexes.set(key, index);
    }
    index.add({ id: document.refId, name: document.title, codes: document.codes, traits: document.traits, extract: document.body });
  }
  return indexes;
}

/** Synonym phrases by their stems, with the alternatives' texts, from the same table as FTS5. */
async function synonymsOf(queries, lang) {
  const stemsOf = (text) => bo.fold(text).split(/[^a-z0-9]+/).filter((word) => word !== '').map((word) => bo.stem(word, lang));
  const byPhrase = new Map();
  for (const row of await queries.selectFrom('search_synonym').select(['term', 'expansion']).where('lang', '=', lang).execute()) {
    const phrase = stemsOf(row.term).join(' ');
    byPhrase.set(phrase, [...(byPhrase.get(phrase) ?? []), row.expansion]);
  }
  return { byPhrase, stemsOf };
}

/** The MiniSearch query for a typed text: one AND-ed subquery per word, synonym phrases OR-ed with their alternatives. */
function miniQuery(text, synonyms, config) {
  const chunks = text.split(bo.WORD_GROUP_SEPARATOR).filter((chunk) => synonyms.stemsOf(chunk).length > 0);
  const subqueries = [];
  for (let index = 0; index < chunks.length; ) {
    let span = null;
    const words = [];
    for (let end = index; end < chunks.length; end++) {
      words.push(...synonyms.stemsOf(chunks[end]));
      const alternatives = synonyms.byPhrase.get(words.join(' '));
      if (alternatives) span = { length: end - index + 1, alternatives };
    }
    const last = (index + (span?.length ?? 1)) === chunks.length;
    const options = { fuzzy: config.fuzzy, prefix: config.prefix(last) };
    if (span) {
      const phrase = chunks.slice(index, index + span.length).join(' ');
      subqueries.push({ combineWith: 'OR', queries: [phrase, ...span.alternatives].map((alternative) => ({ ...options, combineWith: 'AND', queries: [alternative] })) });
      index += span.length;
    } else {
      subqueries.push({ ...options, combineWith: 'AND', queries: [chunks[index]] });
      index++;
    }
  }
  return subqueries;
}

function miniSearch(engine, lang, planId, text) {
  const index = engine.indexes.get(`${lang}:${planId}`);
  const subqueries = miniQuery(text, engine.synonyms.get(lang), engine.config);
  if (subqueries.length === 0) return [];
  const results = index.search({ combineWith: 'AND', queries: subqueries });
  return results.length > 0 ? results : index.search({ combineWith: 'OR', queries: subqueries });
}

// ---------------------------------------------------------------- the measures

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Number(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(2));
};

function heapNow() {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

/** Each engine as `(lang, plan, text) → { references of the first 3 products, total products, answer }`. */
async function engines(queries, services, miniIndexes) {
  const synonyms = new Map(await Promise.all(['en', 'fr'].map(async (lang) => [lang, await synonymsOf(queries, lang)])));
  const fts = (tab) => async (lang, plan, text) => {
    const result = await services.search.search({ siteId: SITE, plan, lang, text, perGroup: 3, offset: 0, tab });
    JSON.stringify(result);
    return { top3: result.products.items.slice(0, 3).map((item) => item.reference ?? ''), total: result.products.total };
  };
  const list = { 'fts5 suggest (every group)': fts(null), 'fts5 products only': fts('products') };
  for (const [name, config] of Object.entries(CONFIGS)) {
    const engine = { indexes: miniIndexes, synonyms, config };
    list[name] = async (lang, plan, text) => {
      const results = miniSearch(engine, lang, plan.id, text);
      const summaries = await services.products.summaries({ siteId: SITE, plan, lang }, results.slice(0, 3).map((result) => result.id));
      JSON.stringify(summaries);
      return { top3: summaries.map((summary) => summary.reference ?? ''), total: results.length };
    };
  }
  return list;
}

async function relevance(run, plans) {
  const lineOf = (reference) => reference.slice(0, reference.indexOf('-'));
  const out = {};
  for (const [lang, cases] of [['en', bo.englishCases], ['fr', bo.frenchCases]]) {
    const misses = [];
    for (const entry of cases) {
      const { top3 } = await run(lang, entry.pro ? plans.pro : plans.part, entry.text);
      if (!top3.some((reference) => entry.accepted.includes(lineOf(reference)))) misses.push(`${entry.text} → [${top3.join(', ')}]`);
    }
    out[lang] = { queries: cases.length, top3: cases.length - misses.length, rate: `${(((cases.length - misses.length) / cases.length) * 100).toFixed(1)} %`, misses };
  }
  const nonsense = [];
  for (const lang of ['en', 'fr']) {
    for (const text of bo.nonsenseQueries) {
      for (const plan of [plans.part, plans.pro]) {
        const { total } = await run(lang, plan, text);
        if (total > 0) nonsense.push(`${lang} ${plan.target} ${text}: ${total}`);
      }
    }
  }
  out.nonsenseWithProducts = nonsense;
  return out;
}

async function speed(run, plans) {
  const queries = [
    ...bo.englishCases.map((entry) => ['en', entry]),
    ...bo.frenchCases.map((entry) => ['fr', entry]),
    ...bo.nonsenseQueries.flatMap((text) => [['en', { text }], ['fr', { text }]]),
  ];
  const times = [];
  for (let round = 0; round < rounds + 200; round++) {
    const [lang, entry] = queries[round % queries.length];
    const plan = entry.pro ? plans.pro : plans.part;
    const start = performance.now();
    await run(lang, plan, entry.text);
    const elapsed = performance.now() - start;
    if (round >= 200) times.push(elapsed);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) };
}

function ftsIndexBytes(db) {
  try {
    return db.prepare("SELECT sum(pgsize) FROM dbstat WHERE name LIKE 'search_%'").pluck().get();
  } catch {
    return null;
  }
}

async function measureCatalogue(database, dataDir, plans) {
  const db = database.file;
  const products = db.prepare('SELECT count(*) FROM product').pluck().get();
  let start = performance.now();
  await bo.rebuildSearchIndex(database.queries, bo.searchIndexOf('sqlite', database.queries));
  const ftsBuildMs = performance.now() - start;
  const services = await bo.createServices(database, { dataDir, adminToken: null });
  const corpus = await bo.searchCorpus(database.queries);
  const before = heapNow();
  start = performance.now();
  const miniIndexes = buildMiniSearch(corpus);
  const miniBuildMs = performance.now() - start;
  const miniHeapBytes = heapNow() - before;
  const documents = [...miniIndexes.values()].reduce((sum, index) => sum + index.documentCount, 0);
  const list = await engines(database.queries, services, miniIndexes);
  const out = {
    products,
    build: {
      fts5: { ms: Math.round(ftsBuildMs), indexBytesOnDisk: ftsIndexBytes(db), note: 'every kind (products, sheets, categories, pages), both languages, vocabulary' },
      minisearch: { ms: Math.round(miniBuildMs), heapDeltaBytes: miniHeapBytes, indexes: miniIndexes.size, documents, note: 'products only, per language and plan' },
    },
    engines: {},
  };
  for (const [name, run] of Object.entries(list)) {
    out.engines[name] = { relevance: await relevance(run, plans), timeMs: await speed(run, plans) };
  }
  await services.media.close();
  return out;
}

const dataDir = mkdtempSync(join(tmpdir(), 'search-engines-bench-'));
try {
  const db = bo.openDatabase(dataDir);
  bo.migrate(db);
  const database = bo.sqliteDatabase(db);
  await bo.seedDemo(database);
  const planRows = db.prepare('SELECT * FROM sales_plan WHERE site_id = ?').all(SITE);
  const plans = { part: planRows.find((plan) => plan.target === 'part'), pro: planRows.find((plan) => plan.target === 'pro') };
  const demo = await measureCatalogue(database, dataDir, plans);
  growCatalogue(db, GENERATED_PRODUCTS);
  const generated = await measureCatalogue(database, dataDir, plans);
  console.log(
    JSON.stringify(
      {
        machine: `${cpus().length} × ${cpus()[0]?.model.trim()}, Node ${process.version}, load ${loadavg().map((value) => value.toFixed(2)).join(' ')}`,
        minisearch: JSON.parse(readFileSync(join(root, 'node_modules/minisearch/package.json'), 'utf8')).version,
        rounds,
        demo,
        generated,
      },
      null,
      2,
    ),
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
