/** The store map in a real browser: zoomed and panned by keys, buttons, Ctrl and the wheel, and dragging, through its viewBox. */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { collectPageProblems, newAnsweredVisitorPage, waitForHydration } from '../support/browser.ts';
import { useEmbeddedBrowserSite } from '../support/browser-site.ts';

const fixture = useEmbeddedBrowserSite();

async function openStoreLocator(options: Parameters<typeof newAnsweredVisitorPage>[2] = {}) {
  const page = await newAnsweredVisitorPage(fixture.browser, fixture.site.url, { viewport: { width: 1366, height: 900 }, ...options });
  const problems = collectPageProblems(page);
  await page.goto(`${fixture.site.url}/store-locator`);
  await waitForHydration(page);
  return { page, problems, map: page.locator('main svg.store-map__canvas') };
}

/** The viewBox as numbers, once it has stopped moving (zooms animate for 200 ms). */
async function settledViewBox(page: Page): Promise<number[]> {
  const read = () => page.locator('main svg.store-map__canvas').getAttribute('viewBox');
  let previous = await read();
  for (;;) {
    await page.waitForTimeout(300);
    const current = await read();
    if (current === previous) return current!.split(' ').map(Number);
    previous = current;
  }
}

describe('store map', () => {
  test('+ and the arrow keys zoom and pan the focused map; a drag pans it; the buttons zoom out and reset', async () => {
    const { page, problems, map } = await openStoreLocator();
    const [, , width, height] = await settledViewBox(page);
    expect(await map.getAttribute('aria-describedby')).toBeTruthy();

    await map.focus();
    await page.keyboard.press('+');
    const zoomed = await settledViewBox(page);
    expect(zoomed[2]).toBeCloseTo(width! / 1.5, 1);
    expect(zoomed[3]).toBeCloseTo(height! / 1.5, 1);

    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    const panned = await settledViewBox(page);
    expect(panned[0]).toBeCloseTo(zoomed[0]! + 0.2 * zoomed[2]!, 1);
    expect(panned[1]).toBeCloseTo(zoomed[1]! + 0.2 * zoomed[3]!, 1);

    // Dragging 100 px to the right shows what lies to the west.
    const box = (await map.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 50, box.y + box.height / 2, { steps: 5 });
    await page.mouse.move(box.x + box.width / 2 + 100, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    const dragged = await settledViewBox(page);
    expect(dragged[0]).toBeCloseTo(panned[0]! - (100 * panned[2]!) / box.width, 0);
    expect(dragged[1]).toBeCloseTo(panned[1]!, 1);

    await page.getByRole('button', { name: 'Zoom out' }).click();
    expect((await settledViewBox(page))[2]).toBeCloseTo(width!, 1);
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    expect((await settledViewBox(page))[2]).toBeCloseTo(width! / 2.25, 1);
    await page.getByRole('button', { name: 'Show the whole map' }).click();
    expect(await settledViewBox(page)).toEqual([0, 0, width, height]);
    expect(problems).toEqual([]);
  });

  test('Ctrl and the wheel (how browsers send a pinch) zoom about the pointer, between the whole map and 8×; the wheel alone scrolls the page', async () => {
    const { page, problems, map } = await openStoreLocator();
    const [, , width, height] = await settledViewBox(page);
    const box = (await map.boundingBox())!;
    // About a quarter across the map, halfway down (whole pixels, as the pointer's events tell
    // them): what lies under the pointer stays there.
    const [pointerX, pointerY] = [Math.round(box.x + box.width / 4), Math.round(box.y + box.height / 2)];
    const [acrossShare, downShare] = [(pointerX - box.x) / box.width, (pointerY - box.y) / box.height];
    const underPointer = ([x, y, shownWidth, shownHeight]: number[]) => [x! + shownWidth! * acrossShare, y! + shownHeight! * downShare];
    await page.mouse.move(pointerX, pointerY);
    const scrolled = await page.evaluate(() => window.scrollY);

    await page.keyboard.down('Control');
    await page.mouse.wheel(0, -100);
    const zoomed = await settledViewBox(page);
    expect(zoomed[2]).toBeCloseTo(width! / 1.5, 1);
    expect(zoomed[3]).toBeCloseTo(height! / 1.5, 1);
    const [x, y] = underPointer(zoomed);
    expect(x).toBeCloseTo(width! * acrossShare, 1);
    expect(y).toBeCloseTo(height! * downShare, 1);
    // Bounded as the buttons are: no closer than 8×, no farther than the whole map.
    for (let notch = 0; notch < 8; notch += 1) await page.mouse.wheel(0, -100);
    expect((await settledViewBox(page))[2]).toBeCloseTo(width! / 8, 1);
    for (let notch = 0; notch < 8; notch += 1) await page.mouse.wheel(0, 100);
    expect(await settledViewBox(page)).toEqual([0, 0, width, height]);
    await page.keyboard.up('Control');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

    // Without Ctrl the wheel is the page's: it scrolls past the map, which stays as it is.
    await page.mouse.wheel(0, 200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled);
    expect(await settledViewBox(page)).toEqual([0, 0, width, height]);
    expect(problems).toEqual([]);
  });

  test('a finger drags the zoomed map on a phone', async () => {
    const { page, problems, map } = await openStoreLocator({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.getByRole('button', { name: 'Zoom in' }).tap();
    const zoomed = await settledViewBox(page);
    const box = (await map.boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    // playwright-core taps but does not swipe: the touches go through the DevTools protocol.
    const touch = await page.context().newCDPSession(page);
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (const step of [1, 2, 3, 4, 5]) await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x - 12 * step, y }] });
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    const dragged = await settledViewBox(page);
    expect(dragged[0]).toBeCloseTo(zoomed[0]! + (60 * zoomed[2]!) / box.width, 0);
    expect(problems).toEqual([]);
  });

  test('a search brings the map to the stores it found, their city named; clearing it shows the whole map', async () => {
    const { page, problems, map } = await openStoreLocator({ reducedMotion: 'reduce' });
    const [, , width] = await settledViewBox(page);
    await page.locator('main').getByLabel('City', { exact: true }).fill('Beirut');
    await expect.poll(async () => Number((await map.getAttribute('viewBox'))!.split(' ')[2])).toBeLessThan(width! / 2);
    const [x, y, shownWidth, shownHeight] = await settledViewBox(page);
    const pins = map.locator('.store-map__pin');
    expect(await pins.count()).toBeGreaterThan(0);
    // Every pin found is in the view, and the city is named beside them.
    for (const pin of await pins.all()) {
      const [pinX, pinY] = await pin.evaluate((element) => {
        const match = /translate\(([-\d.]+) ([-\d.]+)\)/.exec(element.getAttribute('transform')!)!;
        return [Number(match[1]), Number(match[2])];
      });
      expect(pinX).toBeGreaterThanOrEqual(x!);
      expect(pinX).toBeLessThanOrEqual(x! + shownWidth!);
      expect(pinY).toBeGreaterThanOrEqual(y!);
      expect(pinY).toBeLessThanOrEqual(y! + shownHeight!);
    }
    expect(await map.locator('.store-map__city').allTextContents()).toContain('Beirut');
    await page.locator('main').getByLabel('City', { exact: true }).fill('');
    await expect.poll(async () => Number((await map.getAttribute('viewBox'))!.split(' ')[2])).toBeCloseTo(width!, 1);
    expect(problems).toEqual([]);
  });

  test('"Show on the map" highlights the store’s pin and brings the map to it; reduced motion jumps at once', async () => {
    const { page, problems, map } = await openStoreLocator({ reducedMotion: 'reduce' });
    const [, , width] = await settledViewBox(page);
    const card = page.locator('main .store-card', { hasText: 'Zahlé Building Centre' });
    // Every viewBox the map goes through from the click on: an animation would leave steps between.
    await map.evaluate((element) => {
      const shown: string[] = [];
      (window as unknown as { shownViewBoxes: string[] }).shownViewBoxes = shown;
      new MutationObserver(() => shown.push(element.getAttribute('viewBox')!)).observe(element, { attributes: true, attributeFilter: ['viewBox'] });
    });
    await card.getByRole('button', { name: 'Show on the map' }).click();
    const pin = map.locator('.store-map__pin--selected');
    expect(await pin.locator('title').textContent()).toBe('Zahlé Building Centre, Zahlé');
    await expect.poll(async () => Number((await map.getAttribute('viewBox'))!.split(' ')[2])).toBeCloseTo(width! / 3, 1);
    // No animation: the map went from the whole view to the store's in one step.
    const shown = await page.evaluate(() => (window as unknown as { shownViewBoxes: string[] }).shownViewBoxes);
    expect(shown).toHaveLength(1);
    // The pin's tip (its own origin) is at the middle of the map.
    const [tipX, tipY] = await pin.evaluate((element) => {
      const { e, f } = (element as SVGGElement).getScreenCTM()!;
      return [e, f];
    });
    const mapBox = (await map.boundingBox())!;
    expect(Math.abs(tipX! - (mapBox.x + mapBox.width / 2))).toBeLessThan(1);
    expect(Math.abs(tipY! - (mapBox.y + mapBox.height / 2))).toBeLessThan(1);
    expect(problems).toEqual([]);
  });
});
