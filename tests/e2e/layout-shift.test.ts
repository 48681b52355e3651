/**
 * Nothing moves once it is on a phone's screen: the layout shifts the browser records from the
 * first byte until the page is hydrated and settled add up to 0 (Lighthouse's CLS, which
 * measured 0.173 on the category page when the filters' "Loading…" was painted and then swapped
 * for the filter panel). The CPU is slowed four times, as Lighthouse's mobile profile assumes, so
 * the browser paints between the parts it parses and hydration runs in many slices. Settled is a
 * state, not a time: the load event (every stylesheet, font and eager picture, the late ones
 * included), hydration (every lazily loaded part mounted), the pictures on screen arrived, then
 * the frames that lay the last of them out, whose shifts the browser has recorded once they are drawn.
 */
import { describe, expect, test } from 'vitest';
import { collectPageProblems, waitForHydration, waitForPicturesInView } from '../support/browser.ts';
import { useEmbeddedBrowserSite } from '../support/browser-site.ts';

const fixture = useEmbeddedBrowserSite();
const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

const paths = ['/', '/professional-filler/category/smoothing-compounds', '/professional-filler/product/fine-finish-smoothing-powder'];

interface Shift {
  readonly value: number;
  readonly hadRecentInput: boolean;
  readonly sources: readonly string[];
}

describe('at a phone’s width, with a slow CPU', () => {
  test.each(paths)('%s does not move after it is painted (CLS 0)', async (path) => {
    // As Lighthouse's run: the site has answered the page once before the measured visit.
    await fetch(`${fixture.site.url}${path}`).then((response) => response.arrayBuffer());
    // A first visit: the consent banner is on screen too.
    const context = await fixture.browser.newContext(phone);
    const page = await context.newPage();
    const problems = collectPageProblems(page);
    // Pictures arrive well after the first paint, as on a slow network: each must have its box by then.
    await page.route('**/media/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const response = await page.goto(`${fixture.site.url}${path}`, { waitUntil: 'load' });
    // Whether the browser paints a part's fallback before React swaps the part in depends on the
    // CPU: the document must hold no such part at all (React marks one <!--$?-->). With none, no
    // streamed part is revealed after the document is parsed.
    expect(await response!.text()).not.toContain('<!--$?-->');
    await waitForHydration(page);
    await waitForPicturesInView(page);
    const shifts = await page.evaluate(async () => {
      // A frame's shifts are recorded as it is drawn: the second frame from now starts once the
      // first, which lays out what arrived last, is drawn.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      // The recorded shifts, read at once: an observer given the buffered entries holds them
      // before it is ever called back.
      const observer = new PerformanceObserver(() => {});
      observer.observe({ type: 'layout-shift', buffered: true });
      const entries = observer.takeRecords() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] })[];
      observer.disconnect();
      return entries.map(
        (entry): Shift => ({
          value: entry.value,
          hadRecentInput: entry.hadRecentInput,
          sources: entry.sources.map((source) => {
            // Name the node by its path of tags and classes, so a failure says which element moved.
            const names: string[] = [];
            for (let node = source.node instanceof Element ? source.node : source.node?.parentElement; node && names.length < 4; node = node.parentElement) {
              names.unshift(`${node.tagName.toLowerCase()}${node.className ? `.${String(node.className).split(' ').join('.')}` : ''}`);
            }
            return `${names.join(' > ')} ${JSON.stringify(source.node?.textContent?.slice(0, 30) ?? '')} ${JSON.stringify({ from: source.previousRect, to: source.currentRect })}`;
          }),
        }),
      );
    });
    // Every shift counts: the visitor did nothing (a touch-emulating browser may flag shifts as after input).
    expect(shifts).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

test.each(paths)('%s: no disclosure grows once its summary is parsed (a streamed page may be painted between its start tag and its summary)', async (path) => {
  const url = `${fixture.site.url}${path}`;
  const html = await (await fetch(url)).text();
  const disclosures = [...html.matchAll(/<details class="([^"]+)"[^>]*>/g)];
  expect(disclosures.length).toBeGreaterThan(0);
  const context = await fixture.browser.newContext(phone);
  const page = await context.newPage();
  const boxOf = (className: string) =>
    page.locator(`details.${className.split(' ').join('.')}`).first().evaluate((element) => {
      const { top, height } = element.getBoundingClientRect();
      return { top, height };
    });
  await page.goto(url, { waitUntil: 'load' });
  const whole = Object.fromEntries(await Promise.all(disclosures.map(async ([, className]) => [className, await boxOf(className!)] as const)));
  // The same document cut just after each disclosure's start tag: what the browser shows if it
  // paints there. With a CPU slowed four times it did: the sort control's box grew from the
  // default summary's one line to 44 px, and the listing's bar moved.
  const cut: Record<string, unknown> = {};
  for (const { 0: tag, 1: className, index } of disclosures) {
    await page.route(url, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html.slice(0, index + tag.length) }));
    await page.goto(url, { waitUntil: 'load' });
    await page.unroute(url);
    cut[className!] = await boxOf(className!);
  }
  expect(cut).toEqual(whole);
  await context.close();
});
