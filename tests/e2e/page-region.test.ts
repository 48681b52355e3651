/**
 * A page region fails alone in the browser (issue 22, decision 166): each island is one. A render
 * error in an island (here the search's suggestions, from a broken answer) shows the region's
 * "section failed" message in its place; the rest of the header, the other islands and the footer
 * stay and keep working, and the next page gives the island another try.
 */
import { expect, test } from 'vitest';
import { useEmbeddedBrowserSite } from '../support/browser-site.ts';
import { visit } from './finding-support.ts';
import { interceptable, waitForHydration } from '../support/browser.ts';

const fixture = useEmbeddedBrowserSite();

const sectionFailed = 'This part of the page could not be loaded. Please try again later.';

/** The gateway's suggestions with their translated words no longer a list: the suggestions cannot render. */
function withBrokenTranslations(answer: unknown): unknown {
  (answer as { data: Record<string, unknown> }).data.translated = { length: 1, broken: true };
  return answer;
}

test('an island whose render fails shows its message; the rest of the page works, and the next page renders it again', async () => {
  const { page, problems, goto, close } = await visit(fixture.browser, fixture.site, 'desktop', interceptable);
  let broken = true;
  await page.route(/\/api\/v1\/search\?.*type=Suggest/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: broken ? withBrokenTranslations(await response.json()) : await response.json() });
  });
  await goto('/faq');
  const banner = page.getByRole('banner');
  await page.getByRole('combobox', { name: 'Search the site' }).fill('filler');
  await expect.poll(() => banner.getByRole('alert').textContent()).toBe(sectionFailed);
  // The rest of the header and the footer are there, and no error page.
  expect(await page.getByRole('combobox', { name: 'Search the site' }).count()).toBe(0);
  expect(await banner.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(1);
  expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
  expect(await page.getByRole('heading', { name: 'An error has occurred' }).count()).toBe(0);
  // The menu, another island, is still there with its count.
  expect(await banner.locator('.main-menu__item--comparator').textContent()).toContain('(0)');

  // The next page gives the search another try.
  broken = false;
  await banner.getByRole('link', { name: /home/i }).first().click();
  await page.waitForURL((url) => url.pathname === '/');
  await waitForHydration(page);
  await page.getByRole('combobox', { name: 'Search the site' }).fill('filler');
  await expect.poll(() => page.getByRole('option').count()).toBeGreaterThan(0);
  expect(await banner.getByRole('alert').count()).toBe(0);
  // React reports the error it caught; nothing else went wrong.
  const caught = /TypeError/;
  expect(problems.filter((problem) => !caught.test(problem))).toEqual([]);
  expect(problems.some((problem) => caught.test(problem))).toBe(true);
  await close();
});
