/**
 * `npm run screenshots -- [--base URL] [--out DIR] [--only NAME,NAME] [--full]`: takes a
 * screenshot of each page type at 390 × 844 and 1366 × 900 px, in English and French, in Debian's
 * Chromium, for a person to look at (docs/design.md). The site must be running (`npm start`);
 * the visitor has already answered the cookie banner, and has saved three products on the
 * comparator and favourites pages. Files: DIR/NAME-LOCALE-WIDTH.png.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { chromiumPath, quietChromiumFlags } from './chromium.mjs';

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:3000' },
    out: { type: 'string', default: 'screenshots' },
    only: { type: 'string' },
    full: { type: 'boolean', default: false },
  },
});

/** Each page type with its English and French path. */
const pages = [
  ['home', '/', '/fr'],
  ['home-consumer', '/individual-filler', '/fr/enduit-particuliers'],
  ['category', '/professional-filler/category/smoothing-compounds', '/fr/enduit-professionnels/categorie/enduits-de-lissage'],
  ['product', '/professional-filler/product/fine-finish-smoothing-powder', '/fr/enduit-professionnels/product/lisser-en-finition/lissage-fin-poudre'],
  ['product-consumer', '/individual-filler/product/multi-purpose-filler-powder', null],
  ['results', '/professional-filler/results/filler', '/fr/enduit-professionnels/resultats/enduit'],
  ['guide-result', '/professional-filler/choice-guide/eyJ3b3JrX3R5cGUiOlsic21vb3RoaW5nIl19', '/fr/enduit-professionnels/guide-de-choix/eyJ3b3JrX3R5cGUiOlsic21vb3RoaW5nIl19'],
  ['comparator', '/professional-filler/comparator', '/fr/enduit-professionnels/comparateur'],
  ['favorites', '/professional-filler/favorites', '/fr/enduit-professionnels/favoris'],
  ['news', '/professional-filler/news', '/fr/enduit-professionnels/actualites'],
  ['article', '/professional-filler/new-airless-range', '/fr/enduit-professionnels/la-gamme-pro-fait-peau-neuve'],
  ['history', '/individual-filler/our-history', '/fr/enduit-particuliers/notre-histoire-2'],
  ['store-locator', '/professional-filler/store-locator', '/fr/enduit-professionnels/ou-trouver-nos-produits'],
  ['technical-documentation', '/professional-filler/technical-documentation', '/fr/enduit-professionnels/documentation-technique'],
  ['contact', '/professional-filler/contact', '/fr/enduit-professionnels/contact'],
  ['not-found', '/professional-filler/no-such-page', '/fr/enduit-professionnels/pas-de-page'],
  ['offline', '/offline', '/fr/hors-ligne'],
];
const viewports = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];
const only = values.only ? new Set(values.only.split(',')) : null;

/**
 * The pages that show the visitor's saved products are taken as a visitor who saved some sees
 * them: three professional products (the demo's first, ids from 1000) as favourites and in the
 * comparator of the professionals' plan (17), written in the persisted slices' format
 * (src/shared/features/persistence/slices.ts). The other pages are taken with nothing saved.
 */
const savedPages = new Set(['comparator', 'favorites']);
const savedProducts = { ids: [1000, 1002, 1001], planId: 17 };

const browser = await chromium.launch({
  executablePath: chromiumPath,
  headless: true,
  args: [...quietChromiumFlags],
});
await mkdir(values.out, { recursive: true });
try {
  for (const viewport of viewports) {
    const newPage = async (saved) => {
      const context = await browser.newContext({ viewport, deviceScaleFactor: 1, isMobile: viewport.width < 600, hasTouch: viewport.width < 600 });
      await context.addCookies([{ name: 'cookie_consent', value: encodeURIComponent('analytics=false,ads=false,facebook=false,pinterest=false,youtube=false'), url: values.base }]);
      if (saved) {
        await context.addInitScript(({ ids, planId }) => {
          localStorage.setItem('fpc:favorites', JSON.stringify({ version: 1, value: ids }));
          localStorage.setItem('fpc:comparator', JSON.stringify({ version: 1, value: { planId, ids } }));
        }, savedProducts);
      }
      return context.newPage();
    };
    const emptyPage = await newPage(false);
    const savedPage = await newPage(true);
    for (const [name, english, french] of pages) {
      if (only && !only.has(name)) continue;
      const page = savedPages.has(name) ? savedPage : emptyPage;
      for (const [locale, pathname] of [['en', english], ['fr', french]]) {
        if (!pathname) continue;
        await page.goto(new URL(pathname, values.base).href, { waitUntil: 'networkidle' });
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 10_000 }).catch(() => {});
        const file = path.join(values.out, `${name}-${locale}-${viewport.width}.png`);
        await page.screenshot({ path: file, fullPage: values.full });
        console.log(file);
      }
    }
    await emptyPage.context().close();
    await savedPage.context().close();
  }
} finally {
  await browser.close();
}
