/**
 * A page region fails alone in the browser (issue 22, decision 166): a render error in the content
 * after a client-side navigation of a page hydrated whole (a search from an editor's preview, the
 * last page hydrated whole; page links are document navigations, decision 170, and an island
 * page's next screen is the server's, decision 199) shows the region's "section failed" message
 * in its place, the header and the footer stay and keep working, and the next page gives the
 * region another try.
 */
import { expect, test } from 'vitest';
import { useEmbeddedBrowserSite } from '../support/browser-site.ts';
import { visit } from './finding-support.ts';
import { interceptable, waitForHydration } from '../support/browser.ts';

const fixture = useEmbeddedBrowserSite();

const sectionFailed = 'This part of the page could not be loaded. Please try again later.';

/** The gateway's search overview with its translated words no longer a list: the results' header cannot render. */
function withBrokenOverview(answer: unknown): unknown {
  (answer as { data: Record<string, unknown> }).data.translated = { length: 1, broken: true };
  return answer;
}

test('a content region whose render fails shows its message; the shell stays, and the next page renders again', async () => {
  const { page, problems, goto, close } = await visit(fixture.browser, fixture.site, 'desktop', interceptable);
  // Only the browser's own calls (the results' overview, the search followed client-side) get the
  // broken answer; the server's render never does, and the suggestions are left alone.
  await page.route(/\/api\/v1\/search\?.*type=Full/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: withBrokenOverview(await response.json()) });
  });
  await goto('/professional-filler/preview/1');
  const box = page.getByRole('combobox', { name: 'Search the site' });
  await box.fill('filler');
  await box.press('Enter');

  const main = page.getByRole('main');
  await expect.poll(() => main.getByRole('alert').textContent()).toBe(sectionFailed);
  await page.waitForURL((url) => url.pathname.endsWith('/results/filler'));
  // The shell is whole: the header's navigation and the footer, and no error page.
  expect(await page.getByRole('banner').getByRole('navigation').count()).toBeGreaterThan(0);
  expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
  expect(await page.getByRole('heading', { name: 'An error has occurred' }).count()).toBe(0);

  // The header still leads on, and the content renders again on the next page.
  await page.getByRole('banner').getByRole('link', { name: /home/i }).first().click();
  await page.waitForURL((url) => url.pathname === '/');
  await waitForHydration(page);
  await expect.poll(() => main.getByRole('alert').count()).toBe(0);
  expect(await main.locator('.news-card').count()).toBeGreaterThan(0);
  // React reports the error it caught; nothing else went wrong.
  const caught = /TypeError/;
  expect(problems.filter((problem) => !caught.test(problem))).toEqual([]);
  expect(problems.some((problem) => caught.test(problem))).toBe(true);
  await close();
});
