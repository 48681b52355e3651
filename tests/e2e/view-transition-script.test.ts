/**
 * A page-to-page transition the browser skips rejects its `ready` promise, which nothing awaits:
 * the head's script (src/shared/app/view-transition-script.ts) marks it handled, on the page
 * being left (`pageswap`) and the page being revealed (`pagereveal`). The browser's skip depends
 * on timing; here each event is dispatched with a transition whose promises reject, as a skipped
 * one's do, on a page with the script and on one without it.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { viewTransitionScript } from '../../src/shared/app/view-transition-script.ts';
import { collectPageProblems, launchBrowser } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The page errors a skipped transition leaves, after `pageswap` and `pagereveal`, with the script in the head or not. */
async function errorsOfSkippedTransitions(withScript: boolean): Promise<string[]> {
  const page = await browser.newPage();
  const problems = collectPageProblems(page);
  await page.setContent(`<!doctype html><html><head>${withScript ? `<script>${viewTransitionScript}</script>` : ''}</head><body></body></html>`);
  await page.evaluate(async () => {
    for (const type of ['pageswap', 'pagereveal']) {
      const event = new Event(type);
      const skipped = () => Promise.reject(new DOMException('Transition was aborted because of invalid state', 'InvalidStateError'));
      Object.defineProperty(event, 'viewTransition', { value: { ready: skipped(), updateCallbackDone: skipped(), finished: Promise.resolve() } });
      dispatchEvent(event);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  await page.close();
  return problems.filter((problem) => problem.startsWith('pageerror'));
}

test('a skipped transition is no page error with the script, and would be without it', async () => {
  expect(await errorsOfSkippedTransitions(true)).toEqual([]);
  expect((await errorsOfSkippedTransitions(false)).length).toBeGreaterThan(0);
});
