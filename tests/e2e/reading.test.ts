/**
 * Issue 34, "pages with something to read", as a reader on a phone, in English and in French: a
 * news article has a body of 300 to 600 words, pictures that arrive with a text for those who
 * cannot see them, and cards leading to the products it mentions, whose pages answer; our
 * history is an ordered list of milestones, each year a <time>, alternating on each side of its
 * line on a laptop. Neither page is wider than a 390 px phone.
 */
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useEmbeddedBrowserSite } from '../support/browser-site.ts';
import { wordCount } from '../support/word-count.ts';
import { visit, widths } from './finding-support.ts';

const fixture = useEmbeddedBrowserSite();

const readings = [
  { language: 'English', article: '/professional-filler/new-airless-range', history: '/individual-filler/our-history' },
  { language: 'French', article: '/fr/enduit-professionnels/la-gamme-pro-fait-peau-neuve', history: '/fr/enduit-particuliers/notre-histoire-2' },
] as const;

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test.each(readings)('a news article in $language: a body to read, described pictures, links to its products', async ({ article }) => {
  const { page, problems, goto, close } = await visit(fixture.browser, fixture.site, 'phone');
  await goto(article);

  const body = (await page.locator('.cms-page--article .block--paragraph .block__text').allTextContents()).join(' ');
  expect(wordCount(body)).toBeGreaterThanOrEqual(300);
  expect(wordCount(body)).toBeLessThanOrEqual(600);

  const pictures = page.locator('.cms-page--article .block--paragraph img');
  const count = await pictures.count();
  expect(count).toBeGreaterThanOrEqual(1);
  expect(count).toBeLessThanOrEqual(2);
  for (let index = 0; index < count; index += 1) {
    const picture = pictures.nth(index);
    expect((await picture.getAttribute('alt'))?.trim().length).toBeGreaterThan(10);
    // Drawn by the back office on its first request: the picture arrives once scrolled near.
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), { timeout: 30_000 }).toBe(true);
  }

  const productLinks = await page.locator('.cms-page--article .push-grid a').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname));
  expect(productLinks.length).toBeGreaterThan(0);
  for (const path of productLinks) {
    expect(path).toContain('/product/');
    expect((await fixture.site.get(path)).status, path).toBe(200);
  }

  expect(await horizontalOverflow(page)).toBe(0);
  expect(problems).toEqual([]);
  await close();
});

test.each(readings)('our history in $language: an ordered list of dated milestones, alternating on a laptop', async ({ history }) => {
  const { page, problems, goto, close } = await visit(fixture.browser, fixture.site, 'phone');
  await goto(history);

  const milestones = page.locator('ol.timeline > li');
  expect(await milestones.count()).toBeGreaterThanOrEqual(8);
  const dates = await milestones.evaluateAll((items) =>
    items.map((item) => {
      const time = item.querySelector('time');
      return { datetime: time?.getAttribute('datetime') ?? null, shown: time?.textContent ?? null, heading: item.querySelector('h2, h3')?.textContent ?? '' };
    }),
  );
  for (const date of dates) {
    expect(date.datetime).toMatch(/^\d{4}$/);
    expect(date.shown).toBe(date.datetime);
    expect(date.heading.length).toBeGreaterThan(0);
  }
  const years = dates.map((date) => Number(date.datetime));
  expect(years).toEqual([...years].sort((a, b) => a - b));
  expect(await horizontalOverflow(page)).toBe(0);

  // A laptop: each milestone on the other side of the line from the one before.
  await page.setViewportSize({ width: 1366, height: widths.desktop.height });
  const sides = await milestones.evaluateAll((items) => {
    const line = items[0]!.parentElement!.getBoundingClientRect();
    const middle = line.left + line.width / 2;
    return items.map((item) => (item.getBoundingClientRect().right <= middle + 1 ? 'left' : item.getBoundingClientRect().left >= middle - 1 ? 'right' : 'across'));
  });
  expect(sides).toEqual(sides.map((_, index) => (index % 2 === 0 ? 'left' : 'right')));
  expect(await horizontalOverflow(page)).toBe(0);
  expect(problems).toEqual([]);
  await close();
});
