/**
 * The page's modules start once its content has painted (decision 169): no script of the build
 * but the starter (1 KB, the same file for every page) is requested before the first contentful
 * paint, and the page still hydrates, on a phone and a
 * desktop, in English and French. The worker that builds the Intl locale tables starts with the
 * islands' runtime (a page where no island wakes starts neither) and ends itself once they are
 * built (decision 175). The offline mode's and Web Vitals' chunk
 * (when-idle.ts) is asked for only once the page is hydrated.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import type { AssetManifest } from '../../src/shared/app/asset-manifest.ts';
import { collectPageProblems, newAnsweredVisitorPage, waitForHydration } from '../support/browser.ts';
import { useBrowserSite } from '../support/browser-site.ts';


const fixture = useBrowserSite();

test.each([
  ['/', { width: 390, height: 844 }],
  ['/fr/enduit-particuliers/contact', { width: 1366, height: 900 }],
  ['/professional-filler/preview/5', { width: 390, height: 844 }],
] as const)('%s: every module but the starter is requested after the first contentful paint, and the page hydrates', async (path, viewport) => {
  const page = await newAnsweredVisitorPage(fixture.browser, fixture.site.url, { viewport });
  const problems = collectPageProblems(page);
  await page.goto(`${fixture.site.url}${path}`);
  await waitForHydration(page);
  const { paint, modules } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    modules: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
      .map((entry) => ({ url: new URL(entry.name).pathname, startTime: entry.startTime })),
  }));
  expect(paint).toBeGreaterThan(0);
  expect(modules.some((module) => /^\/assets\/entry-/.test(module.url))).toBe(true);
  // Every preload the starter lists goes out, the later ones a few per task.
  const manifest = JSON.parse(readFileSync('dist/client/manifest.json', 'utf8')) as AssetManifest;
  expect(manifest.entryImports.length).toBeGreaterThan(0);
  expect(modules.map((module) => module.url)).toEqual(expect.arrayContaining([manifest.moduleStarter, ...manifest.entryImports]));
  for (const module of modules) if (module.url !== manifest.moduleStarter) expect(module.startTime, module.url).toBeGreaterThanOrEqual(paint!);
  expect(problems).toEqual([]);
  await page.context().close();
});

test('the Intl tables worker starts with the islands’ runtime and ends itself once the tables are built', async () => {
  const page = await newAnsweredVisitorPage(fixture.browser, fixture.site.url, { viewport: { width: 390, height: 844 } });
  const problems = collectPageProblems(page);
  const workers: string[] = [];
  // Its close is listened to as it is reported: the worker lives a few milliseconds, and its
  // end may come in the same batch of events as its start.
  const ended = new Promise<string>((resolve) =>
    page.on('worker', (worker) => {
      workers.push(worker.url());
      worker.once('close', () => resolve(worker.url()));
    }),
  );
  await page.goto(`${fixture.site.url}/fr`);
  await waitForHydration(page);
  // Nothing has woken on home yet: no runtime, no worker.
  expect(workers).toEqual([]);
  await page.locator('.burger').click();
  // It closes itself after its last line: a worker that threw before it would still be running.
  expect(new URL(await ended).pathname).toMatch(/^\/assets\/intl-tables-[A-Z0-9]+\.js$/);
  await expect.poll(() => page.locator('#main-menu').getAttribute('data-open')).toBe('true');
  expect(problems).toEqual([]);
  await page.context().close();
});

/** The chunk that starts the offline mode and Web Vitals, from the build's metafile. */
const whenIdleChunks = Object.entries((JSON.parse(readFileSync('dist/client/metafile.json', 'utf8')) as { outputs: Record<string, { entryPoint?: string }> }).outputs)
  .filter(([, output]) => output.entryPoint === 'src/client/when-idle.ts')
  .map(([file]) => file.replace(/^dist\/client/, ''));

test.each(['/', '/professional-filler/preview/5'])(
  '%s: the offline mode and Web Vitals are asked for once the page is hydrated',
  async (path) => {
    expect(whenIdleChunks.length).toBe(1);
    const page = await newAnsweredVisitorPage(fixture.browser, fixture.site.url, { viewport: { width: 390, height: 844 } });
    const problems = collectPageProblems(page);
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.documentElement?.dataset.hydrated !== 'true') return;
        (window as unknown as { hydratedAt: number }).hydratedAt = performance.now();
        observer.disconnect();
        // The document is still empty when this runs: its root element is watched as it comes.
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
    });
    await page.goto(`${fixture.site.url}${path}`);
    await waitForHydration(page);
    const requested = () =>
      page.evaluate(
        (chunks) => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) => chunks.includes(new URL(entry.name).pathname))?.startTime,
        whenIdleChunks,
      );
    await expect.poll(requested).toBeGreaterThan(0);
    expect(await requested()).toBeGreaterThanOrEqual(await page.evaluate(() => (window as unknown as { hydratedAt: number }).hydratedAt));
    expect(problems).toEqual([]);
    await page.context().close();
  },
);
