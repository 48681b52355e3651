/**
 * `node bench/islands-compare.mjs --baseline <dir> [--rounds 5] [--pages home,faq,…] [--viewport phone]`: issue 35's
 * "Done when" figures, for two builds side by side. `<dir>` holds the other build's `dist/` (a
 * worktree of 2d9bfa2, the build before islands, after `node build.mjs`). Each build runs as
 * `compare-builds.mjs` runs it: its own back office over a fresh demo `DATA_DIR`, the site
 * pointed at it with `BACKOFFICE_URL`, render cache on (pages are kept, as visitors get them).
 * One Debian Chromium (playwright-core) loads the pages; rounds are interleaved page by page,
 * the builds' order swapped every round, so that both see the same machine.
 *
 * Per page, per build, per round:
 * - first-load JS: the browser's own list of what it fetched of JavaScript before the page said
 *   it was hydrated (`html[data-hydrated]`): the document's Resource Timing entries whose path
 *   ends in `.js` and that started before that moment (scripts, module preloads, dynamic
 *   imports). Each file is then gzip-compressed (zlib's default level, as `npm run size` does)
 *   from that build's `dist/client`: the same measure for both builds whatever encoding the
 *   server chose. The Intl tables worker (the same 193-byte file in both builds, started by both
 *   starters, run off the main thread) is left out. The bytes Chromium received (encodedBodySize,
 *   brotli from the server) are kept in the JSON too. Beside it, reported without a ceiling:
 *   the gzip of what the page's module starter names (its entry and module preloads, and the
 *   starter's own file where it is one: start-after-first-paint.ts), the static figure
 *   `npm run size` reads from the manifest;
 *   what islands load when they wake is only in the browser's figure.
 * - hydration state: the UTF-8 bytes of the inline `self.__CATALOGUE_STATE__=…` JSON as the
 *   server sent it, plus the islands' `data-props` values once their HTML entities are decoded.
 * - kept page's HTML: the body bytes of `GET` with `accept-encoding: br` once the page is kept
 *   (`x-render-cache: hit`; the warm-up asks each page first).
 * - home, category and product only: a Chromium trace at 4 × CPU slowdown (CDP
 *   `Emulation.setCPUThrottlingRate`), read with Lighthouse's own trace model (tracehouse): the
 *   self time of the main thread's script evaluation and script parse/compile events
 *   (EvaluateScript, v8.evaluateModule, FunctionCall, RunMicrotasks, TimerFire, v8.compile, …;
 *   Lighthouse's groups) from the first contentful paint to the page being quiet, the longest
 *   task in that window, and the most script time one task of it runs (islands hydrate each in a
 *   task of their own: the rest of a long task there is style, layout and paint). Quiet: `html[data-hydrated]` set and 2 s without a long task; the window
 *   ends at the later of the hydrated mark and the end of the last long task. The window is
 *   1,280 × 720 px (Playwright's default); `--viewport phone` loads the pages at Lighthouse's
 *   mobile size instead (412 × 823, no touch or device scale: the same CPU, a phone's layout).
 *
 * Prints a table (medians over the rounds, ratio current/baseline, the issue's ceiling and
 * pass/fail) and writes every figure to bench/islands-results.json.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import { chromium } from 'playwright-core';
import { chromiumPath, quietChromiumFlags } from '../scripts/chromium.mjs';
import { startBuild } from './lib/server-process.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const { values: options } = parseArgs({
  options: {
    baseline: { type: 'string' },
    rounds: { type: 'string', default: '5' },
    pages: { type: 'string' },
    out: { type: 'string', default: join(ROOT, 'bench/islands-results.json') },
    viewport: { type: 'string', default: 'desktop' },
  },
});
if (!options.baseline) throw new Error('--baseline <dir> names the directory holding the other build (its dist/)');
const builds = { baseline: resolve(options.baseline), current: ROOT };
for (const dir of Object.values(builds)) {
  if (!existsSync(join(dir, 'dist/client/manifest.json'))) throw new Error(`${dir} has no client build: run node build.mjs there`);
}
const rounds = Math.max(1, Number(options.rounds) || 5);

const cpuSlowdown = 4;
const viewports = {
  desktop: { size: { width: 1280, height: 720 }, label: '1280×720 (Playwright default)' },
  phone: { size: { width: 412, height: 823 }, label: '412×823 (Lighthouse mobile)' },
};
const viewport = Object.hasOwn(viewports, options.viewport) ? viewports[options.viewport] : undefined;
if (!viewport) throw new Error(`--viewport is one of ${Object.keys(viewports).join(', ')}`);
const quietMs = 2_000;
const quietTimeoutMs = 45_000;
const longTaskMs = 50;

/** `content`: the pages issue 35 cuts into islands; `shop`: home, category and product, traced. */
const allPages = [
  { name: 'faq', path: '/professional-filler/faq', kind: 'content' },
  { name: 'news', path: '/professional-filler/news', kind: 'content' },
  { name: 'news article', path: '/professional-filler/new-airless-range', kind: 'content' },
  { name: 'CMS page', path: '/professional-filler/our-history', kind: 'content' },
  { name: 'folder', path: '/professional-filler/folder/pro-techniques', kind: 'content' },
  { name: 'sitemap', path: '/professional-filler/sitemap', kind: 'content' },
  { name: 'downloads', path: '/professional-filler/downloads', kind: 'content' },
  { name: 'technical documentation', path: '/professional-filler/technical-documentation', kind: 'content' },
  { name: '404', path: '/no-such-page', kind: 'content', status: 404 },
  { name: 'home', path: '/', kind: 'shop' },
  { name: 'category', path: '/professional-filler/category/smoothing-compounds', kind: 'shop' },
  { name: 'product', path: '/professional-filler/product/fine-finish-smoothing-powder', kind: 'shop' },
];
const wanted = options.pages?.split(',').map((name) => name.trim());
const pages = wanted ? allPages.filter((page) => wanted.includes(page.name)) : allPages;
if (pages.length === 0) throw new Error(`--pages names none of: ${allPages.map((page) => page.name).join(', ')}`);

/** The ceilings on current/baseline; a metric without one is reported only. */
const metrics = [
  { key: 'jsGzip', label: 'first-load JS gzip', unit: 'bytes', ceiling: (page) => (page.kind === 'content' ? 0.65 : 0.8) },
  { key: 'jsFiles', label: 'first-load JS files', unit: 'count', ceiling: () => undefined },
  { key: 'starterJsGzip', label: 'starter JS gzip (starter + entry + preloads)', unit: 'bytes', ceiling: () => undefined },
  { key: 'stateBytes', label: 'hydration state bytes', unit: 'bytes', ceiling: (page) => (page.kind === 'content' ? 0.3 : undefined) },
  { key: 'scriptMs', label: 'script time FCP→quiet (4× CPU)', unit: 'ms', ceiling: () => 0.5, only: 'shop' },
  { key: 'longestTaskMs', label: 'longest task FCP→quiet (4× CPU)', unit: 'ms', ceiling: () => undefined, only: 'shop' },
  { key: 'longestAfterFcpMs', label: 'longest task, its part after FCP (4× CPU)', unit: 'ms', ceiling: () => undefined, only: 'shop' },
  { key: 'mostScriptInOneTaskMs', label: 'most script in one task FCP→quiet (4× CPU)', unit: 'ms', ceiling: () => undefined, only: 'shop' },
  { key: 'htmlBrBytes', label: 'kept HTML bytes (br)', unit: 'bytes', ceiling: () => 0.7, only: 'shop' },
];

// ---- HTML: kept page's brotli bytes, state and island props -------------------------------

function getBrotli(url) {
  return new Promise((resolvePromise, reject) => {
    request(url, { headers: { 'accept-encoding': 'br' } }, (res) => {
      const parts = [];
      res.on('data', (part) => parts.push(part));
      res.on('end', () => resolvePromise({ status: res.statusCode, headers: res.headers, body: Buffer.concat(parts) }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

const entities = { quot: '"', amp: '&', apos: "'", lt: '<', gt: '>', nbsp: '\u00a0' };
function decodeAttribute(value) {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name) => {
    if (name[0] === '#') return String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
    return entities[name.toLowerCase()] ?? whole;
  });
}

const stateMarker = 'self.__CATALOGUE_STATE__=';
/** The state's JSON as sent: from the marker to the script's end (to the statement's in builds whose script went on to start the modules), checked by parsing it. */
function stateJson(html) {
  const from = html.indexOf(stateMarker);
  if (from === -1) return '';
  const start = from + stateMarker.length;
  const ends = [html.indexOf(';\n', start), html.indexOf('</script>', start)].filter((end) => end !== -1);
  const json = html.slice(start, Math.min(...ends));
  JSON.parse(json);
  return json;
}

/**
 * What the page's module starter loads: its entry and module preloads. Inline in the page in
 * builds before 2026-12-04, since then a file of the build's (src/client/start-after-first-paint.ts),
 * named by the manifest with them, and counted with them.
 */
function starterFiles(html, buildDir) {
  const preloads = /var preloads=(\[[^\]]*\])/.exec(html);
  const entry = /script\.src=("[^"]*")/.exec(html);
  if (preloads && entry) return [...new Set([JSON.parse(entry[1]), ...JSON.parse(preloads[1])])];
  const manifest = JSON.parse(readFileSync(join(buildDir, 'dist/client/manifest.json'), 'utf8'));
  if (!manifest.moduleStarter || !html.includes(`<script src="${manifest.moduleStarter}" async="">`)) throw new Error('no module starter in the page');
  return [...new Set([manifest.moduleStarter, manifest.entry, ...manifest.entryImports])];
}

async function measureHtml(site, page) {
  const answer = await getBrotli(site.url + page.path);
  const expected = page.status ?? 200;
  if (answer.status !== expected) throw new Error(`${site.name} ${page.path}: status ${answer.status}, expected ${expected}`);
  const html = answer.headers['content-encoding'] === 'br' ? brotliDecompressSync(answer.body).toString('utf8') : answer.body.toString('utf8');
  const state = stateJson(html);
  const props = [...html.matchAll(/\sdata-props="([^"]*)"/g)].map((match) => decodeAttribute(match[1]));
  const propsBytes = props.reduce((sum, value) => sum + Buffer.byteLength(value), 0);
  return {
    starterJsGzip: starterFiles(html, site.buildDir).reduce((sum, file) => sum + gzipSize(site.buildDir, file), 0),
    htmlBrBytes: answer.body.length,
    contentEncoding: answer.headers['content-encoding'] ?? 'identity',
    renderCache: answer.headers['x-render-cache'] ?? 'none',
    stateJsonBytes: Buffer.byteLength(state),
    islands: props.length,
    propsBytes,
    stateBytes: Buffer.byteLength(state) + propsBytes,
  };
}

// ---- Browser: first-load JS, and the trace of the shop pages ------------------------------

/** Runs in every page before its scripts: when it is hydrated (a user timing mark, in traces too), and its long tasks. */
function pageProbe() {
  const probe = { hydratedAt: 0, longTaskEnd: 0 };
  Object.defineProperty(self, '__islandsBench', { value: probe });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.longTaskEnd = Math.max(probe.longTaskEnd, entry.startTime + entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  const seen = () => {
    if (probe.hydratedAt === 0 && document.documentElement?.dataset.hydrated === 'true') {
      probe.hydratedAt = performance.now();
      performance.mark('islands-bench:hydrated');
      return true;
    }
    return false;
  };
  const observer = new MutationObserver(() => seen() && observer.disconnect());
  observer.observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
}

const traceCategories = [
  '-*',
  'toplevel',
  'loading',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'disabled-by-default-lighthouse',
  '__metadata',
];

const gzipSizes = new Map();
function gzipSize(buildDir, pathname) {
  const key = `${buildDir} ${pathname}`;
  if (!gzipSizes.has(key)) {
    const file = [join(buildDir, 'dist/client', pathname), join(buildDir, 'dist/client/static', pathname)].find((candidate) => existsSync(candidate));
    if (!file) throw new Error(`${pathname} fetched by the page is not in ${buildDir}/dist/client`);
    gzipSizes.set(key, gzipSync(readFileSync(file)).length);
  }
  return gzipSizes.get(key);
}

async function measureInBrowser(browser, site, buildDir, page, intlWorker, { warmUp = false } = {}) {
  const traced = page.kind === 'shop' && !warmUp;
  const context = await browser.newContext({ viewport: viewport.size });
  let tracing = false;
  try {
    await context.addInitScript(pageProbe);
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    if (traced) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      await browser.startTracing(tab, { categories: traceCategories });
      tracing = true;
    }
    const url = site.url + page.path;
    const response = await tab.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    if (response?.status() !== (page.status ?? 200)) throw new Error(`${site.name} ${page.path}: the browser got ${response?.status()}`);
    // Quiet: hydrated, then quietMs without a long task.
    const started = Date.now();
    let probe;
    for (;;) {
      probe = await tab.evaluate(() => ({ ...self.__islandsBench, now: performance.now() }));
      if (probe.hydratedAt > 0 && probe.now - Math.max(probe.hydratedAt, probe.longTaskEnd) >= quietMs) break;
      if (Date.now() - started > quietTimeoutMs) throw new Error(`${site.name} ${page.path}: not hydrated and quiet within ${quietTimeoutMs} ms (hydrated at ${probe.hydratedAt})`);
      await new Promise((wake) => setTimeout(wake, 200));
    }
    const resources = await tab.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => ({ name: entry.name, startTime: entry.startTime, encodedBodySize: entry.encodedBodySize, initiatorType: entry.initiatorType })),
    );
    const js = resources
      .map((entry) => ({ ...entry, url: new URL(entry.name) }))
      .filter((entry) => entry.url.origin === site.url && entry.url.pathname.endsWith('.js') && entry.url.pathname !== intlWorker && entry.startTime <= probe.hydratedAt);
    const files = [...new Set(js.map((entry) => entry.url.pathname))].sort();
    const result = {
      hydratedAtMs: probe.hydratedAt,
      jsFiles: files.length,
      jsGzip: files.reduce((sum, file) => sum + gzipSize(buildDir, file), 0),
      jsTransferred: js.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
      jsList: files,
    };
    if (traced) {
      tracing = false;
      const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
      Object.assign(result, scriptTime(trace.traceEvents ?? trace));
    }
    return result;
  } finally {
    if (tracing) await browser.stopTracing().catch(() => undefined);
    await context.close();
  }
}

/** A load that fails (a trace without its navigation, a page never quiet) is tried again, twice at most, then left out. */
async function measureWithRetries(...args) {
  for (let attempt = 1; ; attempt++) {
    const started = Date.now();
    try {
      const result = await measureInBrowser(...args);
      return { ...result, loadSeconds: (Date.now() - started) / 1000 };
    } catch (error) {
      console.warn(`  ${args[1].name} ${args[3].path}, attempt ${attempt}: ${error.message.split('\n')[0]}`);
      if (attempt === 3) return { error: error.message };
    }
  }
}

const scriptGroups = new Set(['scriptEvaluation', 'scriptParseCompile']);
/** Lighthouse's main-thread task tree: script self time from FCP to quiet, and the longest task there. */
function scriptTime(traceEvents) {
  // An error of the trace model (no navigationStart) names the page through measureWithRetries.
  const processed = TraceProcessor.processTrace({ traceEvents });
  const navigation = TraceProcessor.processNavigation(processed);
  const origin = processed.timeOriginEvt.ts;
  const fcp = (navigation.firstContentfulPaintEvt.ts - origin) / 1000;
  const mark = traceEvents.find((event) => event.name === 'islands-bench:hydrated');
  if (!mark) throw new Error('the trace has no hydrated mark');
  const hydrated = (mark.ts - origin) / 1000;
  const tasks = MainThreadTasks.getMainThreadTasks(processed.mainThreadEvents, processed.frames, processed.timestamps.traceEnd, processed.timestamps.traceStart);
  const topLevel = tasks.filter((task) => !task.parent);
  const lastLongTaskEnd = Math.max(0, ...topLevel.filter((task) => task.duration > longTaskMs).map((task) => task.endTime));
  const end = Math.max(hydrated, lastLongTaskEnd);
  const inWindow = (task) => task.endTime > fcp && task.startTime < end;
  const scriptMs = tasks.filter((task) => inWindow(task) && scriptGroups.has(task.group.id)).reduce((sum, task) => sum + task.selfTime, 0);
  const longestTaskMs = Math.max(0, ...topLevel.filter(inWindow).map((task) => task.duration));
  // The frame that paints FCP starts before it: Lighthouse's blocking time counts a task from FCP on.
  const longestAfterFcpMs = Math.max(0, ...topLevel.filter(inWindow).map((task) => task.endTime - Math.max(task.startTime, fcp)));
  // Islands hydrate each in its own task: how much script the busiest task runs, whatever else it does.
  const mostScriptInOneTaskMs = Math.max(0, ...topLevel.filter(inWindow).map(scriptSelfTimeWithin));
  return { fcpMs: fcp, quietFromMs: end, scriptMs, longestTaskMs, longestAfterFcpMs, mostScriptInOneTaskMs };
}

function scriptSelfTimeWithin(task) {
  return (scriptGroups.has(task.group.id) ? task.selfTime : 0) + task.children.reduce((sum, child) => sum + scriptSelfTimeWithin(child), 0);
}

// ---- Run ---------------------------------------------------------------------------------

const median = (values) => {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const commitOf = (dir) => {
  try {
    return execFileSync('git', ['-C', dir, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
};

const workDir = mkdtempSync(join(tmpdir(), 'bench-islands-'));
const running = [];
let browser;
const startedAt = new Date();
const loadAtStart = loadavg();
try {
  const sites = {};
  const intlWorkers = {};
  for (const [name, dir] of Object.entries(builds)) {
    intlWorkers[name] = JSON.parse(readFileSync(join(dir, 'dist/client/manifest.json'), 'utf8')).intlTablesWorker;
    // Kept for the whole run: no page is rendered again in the background while another is traced.
    const site = await startBuild({ name, dir, dataDir: join(workDir, name), siteEnv: { RENDER_CACHE_TTL_MS: '3600000' }, running });
    sites[name] = { ...site, buildDir: dir };
  }
  browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: [...quietChromiumFlags, '--disable-dev-shm-usage'] });
  console.log(
    `load average ${loadAtStart.map((value) => value.toFixed(1)).join(' / ')}; ${cpus().length} × ${cpus()[0]?.model.trim()}; baseline ${commitOf(builds.baseline)}, current ${commitOf(builds.current)}; ${rounds} interleaved rounds, ${pages.length} pages`,
  );
  // Warm-up, unmeasured: each page rendered and kept, the back office's pictures made, Chromium's own start.
  for (const page of pages) {
    for (const name of Object.keys(sites)) {
      await measureHtml(sites[name], page);
      await measureWithRetries(browser, sites[name], builds[name], page, intlWorkers[name], { warmUp: true });
    }
  }
  console.log(`warm-up done, load average ${loadavg()[0].toFixed(1)}; window ${viewport.label}`);
  const results = Object.fromEntries(pages.map((page) => [page.name, { baseline: [], current: [] }]));
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? ['baseline', 'current'] : ['current', 'baseline'];
    for (const page of pages) {
      for (const name of order) {
        const html = await measureHtml(sites[name], page);
        const browserFigures = await measureWithRetries(browser, sites[name], builds[name], page, intlWorkers[name]);
        results[page.name][name].push({ round, ...html, ...browserFigures, loadAverage: loadavg()[0] });
      }
    }
    console.log(`round ${round + 1}/${rounds} done (${Math.round((Date.now() - startedAt) / 1000)} s), load average ${loadavg()[0].toFixed(1)}`);
  }

  const rows = [];
  for (const page of pages) {
    for (const metric of metrics) {
      if (metric.only && metric.only !== page.kind) continue;
      const baseline = median(results[page.name].baseline.map((run) => run[metric.key]));
      const current = median(results[page.name].current.map((run) => run[metric.key]));
      const ratio = baseline ? current / baseline : undefined;
      const ceiling = metric.ceiling(page);
      const samples = (name) => results[page.name][name].filter((run) => typeof run[metric.key] === 'number').length;
      rows.push({ page: page.name, path: page.path, metric: metric.label, key: metric.key, unit: metric.unit, samples: `${samples('baseline')}/${samples('current')}`, baseline, current, ratio, ceiling, pass: ceiling === undefined || ratio === undefined ? undefined : ratio <= ceiling });
    }
  }
  const figure = (value, unit) => (value === undefined ? '–' : unit === 'ms' ? `${value.toFixed(0)} ms` : unit === 'bytes' ? value.toLocaleString('en-GB') : String(value));
  console.log('\n| page | metric | runs | baseline median | current median | ratio | ceiling | |\n| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const row of rows) {
    console.log(
      `| ${row.page} | ${row.metric} | ${row.samples} | ${figure(row.baseline, row.unit)} | ${figure(row.current, row.unit)} | ${row.ratio === undefined ? '–' : row.ratio.toFixed(2)} | ${row.ceiling ?? ''} | ${row.pass === undefined ? '' : row.pass ? 'pass' : 'FAIL'} |`,
    );
  }
  const loadAtEnd = loadavg();
  console.log(`\nload average at the end ${loadAtEnd.map((value) => value.toFixed(1)).join(' / ')}`);
  writeFileSync(
    options.out,
    `${JSON.stringify(
      {
        startedAt: startedAt.toISOString(),
        finishedAt: new Date().toISOString(),
        machine: { cpus: cpus().length, model: cpus()[0]?.model.trim(), loadAtStart, loadAtEnd },
        builds: { baseline: { dir: builds.baseline, commit: commitOf(builds.baseline) }, current: { dir: builds.current, commit: commitOf(builds.current) } },
        method: { rounds, cpuSlowdown, quietMs, longTaskMs, viewport: viewport.label },
        rows,
        runs: results,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`wrote ${options.out}`);
} finally {
  await browser?.close();
  await Promise.all(running.map((server) => server.stop()));
  rmSync(workDir, { recursive: true, force: true });
}
