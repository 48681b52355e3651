/** What the finding journeys share: the two screen widths, hydrated pages, and the back office's own answers. */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { allChoices, serializeChoices } from '../../src/shared/features/consent/choices.ts';
import { DEFAULT_CONSENT_COOKIE } from '../../src/shared/features/consent/third-parties.ts';
import { collectPageProblems } from '../support/browser.ts';
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
  const context = await browser.newContext({ viewport: widths[width], isMobile: width === 'phone', hasTouch: width === 'phone', ...options });
  // A visitor who has already answered the cookie banner (it is tested on its own).
  await context.addCookies([{ name: DEFAULT_CONSENT_COOKIE, value: encodeURIComponent(serializeChoices(allChoices(false))), url: site.url }]);
  const page = await context.newPage();
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

export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** A call straight to the site's gateway, as the test's own source of truth. */
export async function apiData<T>(site: TestSite, path: string): Promise<T> {
  const response = await site.get(`/api/v1${path}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}
