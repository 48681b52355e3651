/** What the finding journeys share: the two screen widths, hydrated pages, and the back office's own answers. */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { SUGGEST_DEBOUNCE_MS } from '../../src/shared/features/search/model.ts';
import { collectPageProblems, newAnsweredVisitorPage, waitForHydration } from '../support/browser.ts';
import type { TestSite } from '../support/test-site.ts';

export const widths = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

export type Width = keyof typeof widths;

export interface Visit {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly problems: string[];
  /** Loads a path and waits until the app is hydrated. */
  goto(path: string): Promise<void>;
  close(): Promise<void>;
}

export async function visit(browser: Browser, site: TestSite, width: Width, options: BrowserContextOptions = {}): Promise<Visit> {
  const page = await newAnsweredVisitorPage(browser, site.url, { viewport: widths[width], isMobile: width === 'phone', hasTouch: width === 'phone', ...options });
  const context = page.context();
  const problems = collectPageProblems(page);
  return {
    context,
    page,
    problems,
    goto: async (path) => {
      await page.goto(`${site.url}${path}`);
      await waitForHydration(page);
    },
    close: () => context.close(),
  };
}

/**
 * Resolves once the suggestions the last change of the search box could have started are on
 * their way: a timer of the search's debounce, started in the page after the change's own, ends
 * after it. The page's clock, not the test's: on a loaded machine both timers are late together.
 */
export async function pastSuggestDebounce(page: Page): Promise<void> {
  await page.evaluate((delay) => new Promise((resolve) => setTimeout(resolve, delay)), SUGGEST_DEBOUNCE_MS);
}

/** A call straight to the site's gateway, as the test's own source of truth. */
export async function apiData<T>(site: TestSite, path: string): Promise<T> {
  const response = await site.get(`/api/v1${path}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}
