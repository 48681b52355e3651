/**
 * The header on a phone (390 × 844) in English and French, and the floating scan button at phone
 * and desktop widths (issue 19): a header of at most 120 px whose controls are 44 px squares at
 * least, that slides away on scrolling down and back on scrolling up without moving the page; a
 * burger menu that holds the phones, contact and switchers over a backdrop; a scan button that
 * covers no control.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { collectPageProblems, newAnsweredVisitorPage, waitForHydration } from '../support/browser.ts';
import { useEmbeddedBrowserSite } from '../support/browser-site.ts';

const fixture = useEmbeddedBrowserSite();

const phone = { width: 390, height: 844 };

async function open(path: string, viewport: { width: number; height: number }): Promise<{ page: Page; problems: string[] }> {
  const small = viewport.width < 600;
  const page = await newAnsweredVisitorPage(fixture.browser, fixture.site.url, { viewport, isMobile: small, hasTouch: small });
  const problems = collectPageProblems(page);
  await page.goto(`${fixture.site.url}${path}`, { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
  return { page, problems };
}

/** The size of every control of `root` that is on screen. */
function controlSizes(page: Page, root: string): Promise<{ name: string; width: number; height: number }[]> {
  return page.evaluate((selector) => {
    const container = document.querySelector(selector)!;
    return [...container.querySelectorAll<HTMLElement>('a[href], button, input, select, summary')]
      .filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden')
      .map((element) => {
        const box = element.getBoundingClientRect();
        return { name: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName, width: box.width, height: box.height };
      })
      .filter((control) => control.width > 1 && control.height > 1);
  }, root);
}

const headerBox = (page: Page) => page.evaluate(() => document.querySelector('.site-header')!.getBoundingClientRect().toJSON() as DOMRect);

describe.each([
  ['en', '/', 'Open the menu', ['Lebanon', 'UAE'], 'Contact us', 'an individual'],
  ['fr', '/fr', 'Ouvrir le menu', ['Liban', 'Émirats arabes unis'], 'Nous contacter', 'un particulier'],
] as const)('the header on a phone (%s)', (_locale, path, openMenu, phoneLabels, contact, otherAudience) => {
  // The sizes, the burger menu and the scroll are read on one load of the page, in that order: the
  // menu leaves the page as it found it, and the scroll comes last.
  let loaded: { page: Page; problems: string[] };
  beforeAll(async () => {
    loaded = await open(path, phone);
  });
  afterAll(async () => {
    await loaded?.page.context().close();
  });

  test('is at most 120 px tall, on two rows, and every control in it is at least 44 × 44 px', async () => {
    const { page, problems } = loaded;
    const box = await headerBox(page);
    expect(box.height).toBeLessThanOrEqual(120);
    const controls = await controlSizes(page, '.site-header');
    // Burger, logo, favourites, account; the search field and its button.
    expect(controls.length).toBeGreaterThanOrEqual(6);
    for (const control of controls) {
      expect.soft(control.width, control.name).toBeGreaterThanOrEqual(44);
      expect.soft(control.height, control.name).toBeGreaterThanOrEqual(44);
    }
    expect(await page.locator('.topbar').isVisible()).toBe(false);
    expect(problems).toEqual([]);
  });

  test('stays as the server rendered it while the page hydrates and the phone is measured: the drawer gets the switchers when it opens', async () => {
    const small = true;
    const page = await newAnsweredVisitorPage(fixture.browser, fixture.site.url, { viewport: phone, isMobile: small, hasTouch: small });
    const problems = collectPageProblems(page);
    // Every element added to or removed from the header once parsed (the page's modules start after its first paint).
    await page.addInitScript(() => {
      const changes: string[] = [];
      (window as unknown as { headerChanges: string[] }).headerChanges = changes;
      document.addEventListener('DOMContentLoaded', () => {
        new MutationObserver((records) => {
          for (const record of records) changes.push(`${(record.target as Element).className}: ${record.addedNodes.length} added, ${record.removedNodes.length} removed`);
        }).observe(document.querySelector('.site-header')!, { childList: true, subtree: true });
      });
    });
    await page.goto(`${fixture.site.url}${path}`, { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as unknown as { headerChanges: string[] }).headerChanges)).toEqual([]);
    expect(await page.locator('.topbar a[href^="tel:"]').count()).toBe(phoneLabels.length);
    expect(await page.locator('.main-nav__extras').count()).toBe(0);
    await page.getByRole('button', { name: openMenu }).click();
    await expect.poll(() => page.locator('.main-nav__extras a[href^="tel:"]').count()).toBe(phoneLabels.length);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test('the burger menu holds the phones, contact and switchers over a backdrop that closes it', async () => {
    const { page, problems } = loaded;
    const burger = page.getByRole('button', { name: openMenu });
    const drawer = page.locator('#main-menu');
    const backdrop = page.locator('.main-nav__backdrop');
    expect(await backdrop.isVisible()).toBe(false);
    await burger.click();
    await expect.poll(() => drawer.isVisible()).toBe(true);
    // The drawer ends with the switchers once the phone has been measured, in the task after hydration's.
    for (const label of phoneLabels) await expect.poll(() => drawer.locator('a[href^="tel:"]', { hasText: label }).isVisible()).toBe(true);
    expect(await drawer.getByRole('link', { name: contact, exact: true }).isVisible()).toBe(true);
    expect(await drawer.getByRole('link', { name: otherAudience }).isVisible()).toBe(true);
    expect(await drawer.locator('.language-switcher').isVisible()).toBe(true);
    expect(await drawer.locator('.country-selector summary').isVisible()).toBe(true);
    // The page behind is dimmed, all of it.
    await expect.poll(() => backdrop.isVisible()).toBe(true);
    const dim = await backdrop.evaluate((element) => ({ box: element.getBoundingClientRect().toJSON() as DOMRect, color: getComputedStyle(element).backgroundColor }));
    expect(dim.box).toMatchObject({ top: 0, left: 0, width: phone.width, height: phone.height });
    expect(dim.color).toMatch(/^rgba\(.*, 0\.\d+\)$/);
    // Measured at rest: mid-slide, the drawer's transform gives its boxes fractions of a pixel (43.999996 px).
    await drawer.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
    for (const control of await controlSizes(page, '.main-nav__extras')) {
      expect.soft(control.height, control.name).toBeGreaterThanOrEqual(44);
      expect.soft(control.width, control.name).toBeGreaterThanOrEqual(44);
    }
    // Escape closes and gives focus back to the burger; a click on the backdrop closes too.
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('burger'))).toBe(true);
    expect(await backdrop.isVisible()).toBe(false);
    await burger.click();
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await page.mouse.click(phone.width - 10, phone.height / 2);
    await expect.poll(() => drawer.isVisible()).toBe(false);
    expect(await backdrop.isVisible()).toBe(false);
    expect(problems).toEqual([]);
  });

  test('slides away after scrolling down 400 px and comes back on scrolling up, the page not moving', async () => {
    const { page, problems } = loaded;
    const mainTop = () => page.evaluate(() => document.querySelector('main')!.getBoundingClientRect().top + window.scrollY);
    const before = await mainTop();
    await page.mouse.move(200, 500);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(400);
    await expect.poll(async () => (await headerBox(page)).bottom).toBeLessThanOrEqual(0);
    await page.mouse.wheel(0, -120);
    await expect.poll(async () => (await headerBox(page)).top).toBe(0);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    // The header keeps its place in the page: hiding and showing it moves nothing.
    expect(await mainTop()).toBe(before);
    expect(problems).toEqual([]);
  });
});

/**
 * Scrolls the window to `y` and resolves once what the scroll set moving (the header sliding
 * away, the go-to-top button fading in) has come to rest. The scroll's handlers run in the next
 * frame, and the transitions their render starts exist in the one after: the page is at rest once
 * three frames in a row have no finite animation running. A page still moving after 10 s (its
 * transitions last a fraction of one) fails with what moves, where the test's own timeout would
 * say nothing of it.
 */
function scrollAndSettle(page: Page, y: number): Promise<void> {
  return page.evaluate(async (y) => {
    window.scrollTo(0, y);
    const deadline = performance.now() + 10_000;
    for (let quietFrames = 0; quietFrames < 3; ) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const moving = document
        .getAnimations()
        .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity);
      if (moving.length === 0) quietFrames += 1;
      else {
        quietFrames = 0;
        const settled = Promise.all(moving.map((animation) => animation.finished.catch(() => undefined))).then(() => true);
        const late = new Promise<false>((resolve) => setTimeout(() => resolve(false), Math.max(0, deadline - performance.now())));
        if (!(await Promise.race([settled, late]))) {
          const what = moving.map((animation) => {
            const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
            const name = animation instanceof CSSTransition ? animation.transitionProperty : animation instanceof CSSAnimation ? animation.animationName : animation.id;
            return `${name} on ${target?.tagName.toLowerCase() ?? '?'}.${target?.getAttribute('class') ?? ''}`;
          });
          throw new Error(`still moving 10 s after scrolling to ${y}: ${what.join(', ')}`);
        }
      }
    }
  }, y);
}

/** The controls found under the scan button: at a grid of points over it, the first element below it. */
function controlsUnderScanButton(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const scan = document.querySelector('.scan-button')!;
    const box = scan.getBoundingClientRect();
    const covered = new Set<string>();
    for (let column = 0; column <= 4; column += 1) {
      for (let row = 0; row <= 4; row += 1) {
        const x = box.left + 1 + ((box.width - 2) * column) / 4;
        const y = box.top + 1 + ((box.height - 2) * row) / 4;
        const below = document.elementsFromPoint(x, y).find((element) => !scan.contains(element));
        const control = below?.closest('a[href], button, input, select, textarea, summary, label');
        if (control) covered.add(control.outerHTML.slice(0, 120));
      }
    }
    return [...covered];
  });
}

describe('the scan button', () => {
  test.each([
    [390, '/'],
    [390, '/professional-filler/category/smoothing-compounds'],
    [1366, '/'],
    [1366, '/professional-filler/category/smoothing-compounds'],
  ])('at %i px on %s it covers no control, wherever the page is scrolled', async (width, path) => {
    const { page, problems } = await open(path, { width, height: width < 600 ? 844 : 900 });
    const scan = page.getByRole('button', { name: 'Scan a product' });
    expect(await scan.isVisible()).toBe(true);
    const bottom = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    for (const top of [0, 300, 700, 1200, 2000, bottom]) {
      await scrollAndSettle(page, Math.min(top, bottom));
      expect(await controlsUnderScanButton(page), `scrolled to ${top}`).toEqual([]);
    }
    // An icon with an accessible name, in one column with the go-to-top button above it; on a
    // phone, the bottom bar's fourth item, its words under its icon.
    const scanBox = (await scan.boundingBox())!;
    if (width < 600) expect(Math.abs(scanBox.width - width / 4)).toBeLessThanOrEqual(1);
    else expect(scanBox.width).toBeLessThanOrEqual(56);
    const goToTop = (await page.locator('.go-to-top').boundingBox())!;
    expect(goToTop.y + goToTop.height).toBeLessThanOrEqual(scanBox.y);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test('on a page wide enough to hold its words in the margin, it shows them until the visitor scrolls', async () => {
    const { page } = await open('/', { width: 1680, height: 900 });
    const scan = page.getByRole('button', { name: 'Scan a product' });
    expect((await scan.boundingBox())!.width).toBeGreaterThan(120);
    expect(await controlsUnderScanButton(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect.poll(async () => (await scan.boundingBox())!.width).toBeLessThanOrEqual(56);
    await page.context().close();
  });
});
