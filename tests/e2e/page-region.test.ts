/**
 * A page region fails alone in the browser (issue 22, decision 166): a render error in the content
 * after a navigation shows the region's "section failed" message in its place, the header and the
 * footer stay and keep working, and the next page gives the region another try.
 */
import { expect, test } from 'vitest';
import { useEmbeddedBrowserSite } from '../support/browser-site.ts';
import { visit } from './finding-support.ts';

const fixture = useEmbeddedBrowserSite();

const sectionFailed = 'This part of the page could not be loaded. Please try again later.';

/** The back office's answer with the CMS page's blocks no longer a list: its content cannot render. */
function withBrokenBlocks(answer: unknown): unknown {
  const entities = Array.isArray(answer) ? answer : (answer as { data: unknown[] }).data;
  (entities[0] as { blocks: unknown }).blocks = 42;
  return answer;
}

test('a content region whose render fails shows its message; the shell stays, and the next page renders again', async () => {
  const { page, problems, goto, close } = await visit(fixture.browser, fixture.site, 'desktop');
  // Only the browser's own calls (client navigation) get the broken page; the server's render never does.
  await page.route(/\/api\/v1\/url\/entity\?.*entity_type=page/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: withBrokenBlocks(await response.json()) });
  });
  await goto('/');
  const article = page.locator('.news-card a').first();
  const title = (await article.textContent())!;
  await article.click();

  const main = page.getByRole('main');
  await expect.poll(() => main.getByRole('alert').textContent()).toBe(sectionFailed);
  await page.waitForURL((url) => url.pathname !== '/');
  // The shell is whole: the header's navigation and the footer, and no error page.
  expect(await page.getByRole('banner').getByRole('navigation').count()).toBeGreaterThan(0);
  expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
  expect(await main.getByRole('heading', { name: title }).count()).toBe(0);
  expect(await page.getByRole('heading', { name: 'An error has occurred' }).count()).toBe(0);

  // The header still navigates, and the content renders again on the next page.
  await page.getByRole('banner').getByRole('link', { name: /home/i }).first().click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect.poll(() => main.getByRole('alert').count()).toBe(0);
  expect(await main.locator('.news-card').count()).toBeGreaterThan(0);
  // React reports the error it caught (the blocks' map, minified); nothing else went wrong.
  const caught = /TypeError: \w+\.map is not a function/;
  expect(problems.filter((problem) => !caught.test(problem))).toEqual([]);
  expect(problems.some((problem) => caught.test(problem))).toBe(true);
  await close();
});
