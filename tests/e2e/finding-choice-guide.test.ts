import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { ChoiceFilter, ProductFilter } from '../../src/shared/api/entities/catalogue.ts';
import { decodeCharacteristics } from '../../src/shared/routing/characteristics.ts';
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
  test('questions open one after the other; changing one clears the next; Search lists the matches', async () => {
    const plans = (await apiData<{ salesplan: { id: number; target: string }[] }>(site, '/site/9')).salesplan;
    const planId = plans.find((plan) => plan.target === target)!.id;
    const questions = questionsOf(await apiData<Record<string, ProductFilter>>(site, `/filters-products?guide_de_choix=1&saleplan_id=${planId}`));
    expect(questions.length).toBeGreaterThanOrEqual(3);
    const { page, problems, goto, close } = await visit(browser, site, width);
    await goto(start);
    await openChoiceGuide(page);
    const dialog = page.getByRole('dialog', { name: 'Choice guide' });
    await expect.poll(() => dialog.getByRole('combobox').count()).toBe(questions.length);
    const select = (index: number) => dialog.getByLabel(questions[index]!.label, { exact: true });
    const search = dialog.getByRole('button', { name: 'Search', exact: true });
    const enabled = () => Promise.all(questions.map((_, index) => select(index).isEnabled()));

    expect(await enabled()).toEqual(questions.map((_, index) => index === 0));
    expect(await search.isDisabled()).toBe(true);
    // The burger (if it was opened) closed when the guide opened: a closed drawer is hidden once its
    // slide-out ends, which may be before the guide's questions (loaded on opening) are there.
    expect(await page.getByRole('navigation', { name: 'Main navigation', includeHidden: true }).getAttribute('data-open')).toBeNull();

    const answers: string[] = [];
    for (let index = 0; index < questions.length; index += 1) {
      const option = select(index).locator('option:not([value=""])').first();
      const value = (await option.getAttribute('value'))!;
      await select(index).selectOption(value);
      answers.push(value);
      await expect.poll(enabled).toEqual(questions.map((_, other) => other <= index + 1));
      expect(await search.isEnabled()).toBe(index === questions.length - 1);
    }

    // Changing the first answer clears the others and closes them again.
    const otherFirst = (await select(0).locator('option:not([value=""])').nth(1).getAttribute('value'))!;
    await select(0).selectOption(otherFirst);
    await expect.poll(enabled).toEqual(questions.map((_, index) => index <= 1));
    expect(await select(1).inputValue()).toBe('');
    expect(await search.isDisabled()).toBe(true);
    answers[0] = otherFirst;
    for (let index = 1; index < questions.length; index += 1) {
      await expect.poll(() => select(index).isEnabled()).toBe(true);
      const value = (await select(index).locator('option:not([value=""])').first().getAttribute('value'))!;
      await select(index).selectOption(value);
      answers[index] = value;
    }
    await expect.poll(() => search.isEnabled()).toBe(true);
    await search.click();

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
  await dialog.getByLabel(first.label, { exact: true }).selectOption(answer);
  const second = dialog.getByLabel(questions[1]!.label, { exact: true });
  await expect.poll(() => second.locator('option:not([value=""])').allTextContents()).toEqual(narrowed[1]!.data.map((option) => option.label));
  // Escape closes the guide.
  await page.keyboard.press('Escape');
  await expect.poll(() => dialog.isVisible()).toBe(false);

  // The route with filters and paging: every product matches the answers.
  const chosen = Buffer.from(JSON.stringify({ [first.technical_name]: [answer] })).toString('base64url');
  await goto(`/choice-guide/${chosen}`);
  const total = (await apiData<{ total: number }>(site, `/product?perPage=1&caracteristics=${encodeURIComponent(JSON.stringify({ [first.technical_name]: [answer] }))}`)).total;
  await expect.poll(() => page.locator('.listing__count').textContent()).toBe(`${total} products`);
  expect(await page.locator('.choice-guide-results__answers dd').first().textContent()).toBe(first.data[0]!.label);
  await page.getByRole('button', { name: 'Open the choice guide again' }).click();
  await expect.poll(() => dialog.isVisible()).toBe(true);
  expect(problems).toEqual([]);
  await close();
});
