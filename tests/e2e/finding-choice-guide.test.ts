import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { ChoiceFilter, ProductFilter } from '../../src/shared/kernel/api/entities/catalogue.ts';
import { decodeCharacteristics } from '../../src/shared/kernel/routing/characteristics.ts';
import { launchBrowser } from '../support/browser.ts';
import { startEmbeddedSite } from '../support/embedded-site.ts';
import type { TestSite } from '../support/test-site.ts';
import { apiData, visit, type Width } from './finding-support.ts';

let site: TestSite;
let browser: Browser;

beforeAll(async () => {
  site = await startEmbeddedSite();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/** The menu entry guide_de_choix, inside the burger when the menu is folded away. */
async function openChoiceGuide(page: Page): Promise<void> {
  const entry = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Choice guide' });
  if (!(await entry.isVisible())) await page.getByRole('button', { name: 'Open the menu' }).click();
  await entry.click();
}

const questionsOf = (filters: Record<string, ProductFilter>): ChoiceFilter[] =>
  Object.values(filters)
    .filter((filter): filter is ChoiceFilter => filter.type === 'choice')
    .sort((a, b) => a.position - b.position);

describe.each([
  ['desktop', '/', 'pro'],
  ['phone', '/individual-filler/favorites', 'part'],
] as [Width, string, string][])('the choice guide on %s', (width, start, target) => {
  test('questions come one at a time as picture tiles; changing one clears the next; Search lists the matches', async () => {
    const plans = (await apiData<{ salesplan: { id: number; target: string }[] }>(site, '/site/9')).salesplan;
    const planId = plans.find((plan) => plan.target === target)!.id;
    const questions = questionsOf(await apiData<Record<string, ProductFilter>>(site, `/filters-products?guide_de_choix=1&saleplan_id=${planId}`));
    expect(questions.length).toBeGreaterThanOrEqual(3);
    const { page, problems, goto, close } = await visit(browser, site, width);
    await goto(start);
    await openChoiceGuide(page);
    const dialog = page.getByRole('dialog', { name: 'Choice guide' });
    const group = (index: number) => dialog.getByRole('radiogroup', { name: questions[index]!.label, exact: true });
    const progress = dialog.locator('.choice-guide__progress');
    const announced = dialog.locator('[aria-live="polite"]');
    const search = dialog.getByRole('button', { name: 'Search', exact: true });
    const next = dialog.getByRole('button', { name: 'Next', exact: true });
    const checked = (index: number) => group(index).getByRole('radio', { checked: true }).count();
    const focusedRadio = () => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type === 'radio' && document.activeElement!.getAttribute('name'));

    // One question at a time: the first, its step told, Next and Search closed until it is answered.
    await expect.poll(() => group(0).isVisible()).toBe(true);
    expect(await dialog.getByRole('radiogroup').count()).toBe(1);
    expect(await progress.textContent()).toBe(`Step 1 of ${questions.length}`);
    expect(await announced.textContent()).toBe(`Step 1 of ${questions.length}: ${questions[0]!.label}`);
    expect(await group(0).getByRole('radio').count()).toBe(questions[0]!.data.length);
    expect(await next.isDisabled()).toBe(true);
    // The burger (if it was opened) closed when the guide opened: a closed drawer is hidden once its
    // slide-out ends, which may be before the guide's questions (loaded on opening) are there.
    expect(await page.getByRole('navigation', { name: 'Main navigation', includeHidden: true }).getAttribute('data-open')).toBeNull();
    // Tiles are 44 px targets at least, two a row on a phone.
    const tiles = await dialog.locator('.choice-tile').evaluateAll((labels) => labels.map((label) => label.getBoundingClientRect()));
    expect(Math.min(...tiles.map((tile) => Math.min(tile.width, tile.height)))).toBeGreaterThanOrEqual(44);
    if (width === 'phone') expect(tiles.filter((tile) => tile.top === tiles[0]!.top)).toHaveLength(Math.min(2, tiles.length));

    // A tap on a tile answers and goes on to the next question.
    const answers: string[] = [];
    for (let index = 0; index < questions.length; index += 1) {
      const tile = group(index).getByRole('radio').first();
      answers.push((await tile.getAttribute('value'))!);
      // The last question's button is Search, the others' Next.
      expect(await search.isVisible()).toBe(index === questions.length - 1);
      await tile.click();
      if (index < questions.length - 1) {
        await expect.poll(() => group(index + 1).isVisible()).toBe(true);
        expect(await progress.textContent()).toBe(`Step ${index + 2} of ${questions.length}`);
        expect(await announced.textContent()).toBe(`Step ${index + 2} of ${questions.length}: ${questions[index + 1]!.label}`);
        // Focus goes to the new question's first tile, for arrows to go on from there.
        await expect.poll(focusedRadio).toBe(questions[index + 1]!.technical_name);
      }
    }
    await expect.poll(() => search.isEnabled()).toBe(true);
    // The answers given so far are listed above the last question.
    const labelOf = (index: number) => questions[index]!.data.find((option) => option.value === answers[index])!.label;
    expect(await dialog.getByRole('list', { name: 'Your choices' }).getByRole('listitem').allTextContents()).toEqual(questions.slice(0, -1).map((_, index) => labelOf(index)));

    // Back to the first question, which kept its answer; another answer clears the later ones.
    for (let index = questions.length - 1; index > 0; index -= 1) await dialog.getByRole('button', { name: 'Back', exact: true }).click();
    expect(await group(0).getByRole('radio', { checked: true }).getAttribute('value')).toBe(answers[0]);
    const otherFirst = group(0).getByRole('radio').nth(1);
    answers[0] = (await otherFirst.getAttribute('value'))!;
    await otherFirst.click();
    await expect.poll(() => group(1).isVisible()).toBe(true);
    expect(await checked(1)).toBe(0);
    expect(await next.isDisabled()).toBe(true);

    // On a keyboard: focus is on the question's first tile; Space chooses it, arrows choose
    // another, Enter goes on, and on the last question Enter searches.
    for (let index = 1; index < questions.length; index += 1) {
      await expect.poll(focusedRadio).toBe(questions[index]!.technical_name);
      await page.keyboard.press('Space');
      expect(await checked(index)).toBe(1);
      if ((await group(index).getByRole('radio').count()) > 1) {
        // Arrows choose another tile of the same question and stay on it.
        await page.keyboard.press('ArrowRight');
        expect(await group(index).getByRole('radio').nth(1).isChecked()).toBe(true);
        expect(await group(index).isVisible()).toBe(true);
      }
      answers[index] = (await group(index).getByRole('radio', { checked: true }).getAttribute('value'))!;
      await expect.poll(() => dialog.getByRole('button', { name: index === questions.length - 1 ? 'Search' : 'Next', exact: true }).isEnabled()).toBe(true);
      await page.keyboard.press('Enter');
    }

    await page.waitForURL(/\/choice-guide\/[A-Za-z0-9_-]+$/);
    expect(await dialog.isVisible()).toBe(false);
    const encoded = new URL(page.url()).pathname.split('/').pop()!;
    expect(decodeCharacteristics(encoded)).toEqual(Object.fromEntries(questions.map((question, index) => [question.technical_name, [answers[index]]])));
    await expect.poll(() => page.locator('h1').textContent()).toBe('Products matching your choices');
    const listed = await page.locator('.listing__count').textContent();
    expect(listed).toMatch(/^(No product|\d+ products?)$/);
    expect(problems).toEqual([]);
    await close();
  });
});

test.each([
  ['English', '/individual-filler/choice-guide'],
  ['French', '/fr/enduit-particuliers/guide-de-choix'],
])('the count above the results, and the summary’s, is the cards listed (%s)', async (_language, route) => {
  const chosen = { work_type: ['filling'], application_area: ['interior'] };
  const { page, problems, goto, close } = await visit(browser, site, 'desktop');
  await goto(`${route}/${Buffer.from(JSON.stringify(chosen)).toString('base64url')}`);
  const numberIn = async (selector: string) => Number((await page.locator(selector).textContent())!.match(/\d+/)![0]);
  const cards = await page.locator('.product-grid .product-card').count();
  expect(cards).toBeGreaterThan(1);
  expect(await numberIn('.listing__count')).toBe(cards);
  expect(await numberIn('.choice-guide-results__summary')).toBe(cards);
  // All on one page: the count is of the list, not of a page of it.
  expect(await page.locator('.pagination').count()).toBe(0);
  expect(problems).toEqual([]);
  await close();
});

test('the results count their filters within the products shown; an answer is a chip, not a filter', async () => {
  const chosen = { work_type: ['filling'], application_area: ['interior'] };
  const { page, problems, goto, close } = await visit(browser, site, 'desktop');
  await goto(`/individual-filler/choice-guide/${Buffer.from(JSON.stringify(chosen)).toString('base64url')}`);
  const total = Number((await page.locator('.listing__count').textContent())!.match(/^(\d+) products$/)![1]);
  expect(total).toBeGreaterThan(1);
  const panel = page.locator('.listing__filters .filter-panel');
  // The questions answered are not offered again as filters; every count is a part of the list.
  const groups = await panel.locator('.filter-group__title').allTextContents();
  expect(groups.length).toBeGreaterThan(0);
  expect(groups).not.toContain('Type of work');
  expect(groups).not.toContain('Application area');
  const counts = (await panel.locator('.filter-option').allTextContents()).map((text) => Number(text.match(/\((\d+)\)\s*$/)?.[1]));
  expect(counts.length).toBeGreaterThan(0);
  for (const count of counts) expect(count).toBeLessThanOrEqual(total);
  // A filter's count is what it lists.
  const option = panel.locator('.filter-option').first();
  const expected = Number((await option.textContent())!.match(/\((\d+)\)\s*$/)![1]);
  await option.click();
  await expect.poll(() => page.locator('.listing__count').textContent()).toBe(`${expected} product${expected === 1 ? '' : 's'}`);
  // Removing an answer keeps the other one and the filter, and lists at least as many products.
  const chips = page.getByRole('navigation', { name: 'Your choices' }).getByRole('link');
  expect(await chips.count()).toBe(2);
  await chips.filter({ hasText: 'Application area' }).click();
  await expect.poll(() => chips.count()).toBe(1);
  expect(await chips.first().textContent()).toMatch(/^Type of work: /);
  expect(Number((await page.locator('.listing__count').textContent())!.match(/^(\d+) products?$/)![1])).toBeGreaterThanOrEqual(expected);
  expect(await page.getByRole('navigation', { name: 'Filters in use' }).getByRole('link').count()).toBe(2);
  expect(problems).toEqual([]);
  await close();
});

test('the professional guide narrows each question by the answers before it, and the route lists those products', async () => {
  const questions = questionsOf(await apiData<Record<string, ProductFilter>>(site, '/filters-products?guide_de_choix=1'));
  const first = questions[0]!;
  const answer = first.data[0]!.value;
  const narrowed = questionsOf(
    await apiData<Record<string, ProductFilter>>(site, `/filters-products?guide_de_choix=1&caracteristics=${encodeURIComponent(JSON.stringify({ [first.technical_name]: [answer] }))}`),
  );
  const { page, problems, goto, close } = await visit(browser, site, 'desktop');
  await goto('/');
  await openChoiceGuide(page);
  const dialog = page.getByRole('dialog', { name: 'Choice guide' });
  await dialog.getByRole('radiogroup', { name: first.label, exact: true }).locator(`input[value="${answer}"]`).click();
  const second = dialog.getByRole('radiogroup', { name: questions[1]!.label, exact: true });
  await expect.poll(() => second.locator('.choice-tile__label').allTextContents()).toEqual(narrowed[1]!.data.map((option) => option.label));
  // Escape closes the guide.
  await page.keyboard.press('Escape');
  await expect.poll(() => dialog.isVisible()).toBe(false);

  // The route with filters and paging: every product matches the answers.
  const chosen = Buffer.from(JSON.stringify({ [first.technical_name]: [answer] })).toString('base64url');
  await goto(`/choice-guide/${chosen}`);
  const total = (await apiData<{ total: number }>(site, `/product?perPage=1&caracteristics=${encodeURIComponent(JSON.stringify({ [first.technical_name]: [answer] }))}`)).total;
  await expect.poll(() => page.locator('.listing__count').textContent()).toBe(`${total} products`);
  // The answers in a sentence, then each as a chip that removes it (each section streams in on its own, in any order).
  await expect.poll(() => page.locator('.choice-guide-results__summary').textContent()).toBe(`${total} products match your answers: ${first.data[0]!.label}.`);
  const chips = page.getByRole('navigation', { name: 'Your choices' }).getByRole('link');
  await expect.poll(() => chips.allTextContents()).toEqual([`${first.label}: ${first.data[0]!.label}×`]);
  expect(await chips.first().getAttribute('aria-label')).toBe(`Remove the answer ${first.label}: ${first.data[0]!.label}`);
  await page.getByRole('button', { name: 'Open the choice guide again' }).click();
  await expect.poll(() => dialog.isVisible()).toBe(true);
  expect(problems).toEqual([]);
  await close();
});
