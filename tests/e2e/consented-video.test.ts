/**
 * Video embeds wait for video consent (spec §4, §9): with a video service configured, a folder's
 * videos are placeholders until the visitor accepts video cookies (from a placeholder or the
 * banner), then players from the privacy-enhanced host; the choice holds across a reload.
 * Without a video key, videos link out and nothing embeds.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { collectPageProblems, launchBrowser, waitForHydration } from '../support/browser.ts';
import { startEmbeddedSite } from '../support/embedded-site.ts';
import type { TestSite } from '../support/test-site.ts';

const folderPath = '/individual-filler/folder/diy-videos';
const videoIds = ['dQ1crack001', 'dQ1smooth02', 'dQ1wood0003'];
let withVideos: TestSite;
let withoutVideos: TestSite;
let browser: Browser;

beforeAll(async () => {
  [withVideos, withoutVideos] = await Promise.all([startEmbeddedSite({ VIDEO_API_KEY: 'test-video-key' }), startEmbeddedSite()]);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await withVideos?.close();
  await withoutVideos?.close();
});

/** A new visitor on the folder page; the video host (no network here) is answered locally and its requests counted. */
async function openFolder(site: TestSite): Promise<{ page: Page; problems: string[]; playerRequests: string[] }> {
  const page = await (await browser.newContext()).newPage();
  const problems = collectPageProblems(page);
  const playerRequests: string[] = [];
  await page.context().route('https://www.youtube-nocookie.com/**', (route) => {
    playerRequests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' });
  });
  await page.goto(`${site.url}${folderPath}`);
  await waitForHydration(page);
  return { page, problems, playerRequests };
}

const players = (page: Page) => page.locator('main iframe').evaluateAll((frames) => frames.map((frame) => (frame as HTMLIFrameElement).src));

test('placeholders until video consent, players after it, and across a reload', async () => {
  const { page, problems, playerRequests } = await openFolder(withVideos);
  const main = page.locator('main');
  const placeholder = main.getByRole('group', { name: 'Filling a crack' });
  expect(await placeholder.textContent()).toContain('The video “Filling a crack” is hosted by a video service that sets cookies.');
  expect(await main.getByRole('button', { name: 'Accept video cookies and play' }).count()).toBe(videoIds.length);
  expect(await players(page)).toEqual([]);
  expect(playerRequests).toEqual([]);

  await placeholder.getByRole('button', { name: 'Accept video cookies and play' }).click();
  await expect.poll(() => players(page)).toEqual(videoIds.map((id) => `https://www.youtube-nocookie.com/embed/${id}`));
  expect(await main.getByRole('button', { name: 'Accept video cookies and play' }).count()).toBe(0);
  const cookie = (await page.context().cookies()).find((one) => one.name === 'cookie_consent');
  expect(decodeURIComponent(cookie?.value ?? '')).toContain('youtube=true');

  await page.reload();
  await waitForHydration(page);
  await expect.poll(() => players(page)).toHaveLength(videoIds.length);
  expect(problems).toEqual([]);
  await page.context().close();
});

test("the placeholder's preferences button opens the banner, and refusing videos there keeps the placeholders", async () => {
  const { page, playerRequests } = await openFolder(withVideos);
  const main = page.locator('main');
  await main.getByRole('group', { name: 'Smoothing a wall' }).getByRole('button', { name: 'Cookie preferences' }).click();
  const banner = page.getByRole('dialog', { name: 'Cookies and privacy' });
  await banner.getByRole('button', { name: 'Refuse all' }).click();
  await expect.poll(() => banner.count()).toBe(0);
  expect(await main.getByRole('button', { name: 'Accept video cookies and play' }).count()).toBe(videoIds.length);
  expect(await players(page)).toEqual([]);
  expect(playerRequests).toEqual([]);
  await page.context().close();
});

test('without a video service, videos link out to the video host and nothing embeds', async () => {
  const { page } = await openFolder(withoutVideos);
  const main = page.locator('main');
  expect(await main.getByRole('button', { name: 'Accept video cookies and play' }).count()).toBe(0);
  expect(await players(page)).toEqual([]);
  expect(await main.getByRole('link', { name: /Filling a crack/ }).getAttribute('href')).toBe('https://www.youtube.com/watch?v=dQ1crack001');
  await page.context().close();
});
