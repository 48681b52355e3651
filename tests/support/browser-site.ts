/** A browser and the real site over a stand-in back office, started before a file's tests and stopped after. */
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { startFakeBackoffice, type FakeBackoffice, type FakeBackofficeOptions } from './fake-backoffice.ts';
import { startEmbeddedSite } from './embedded-site.ts';
import { startTestSite, type TestSite } from './test-site.ts';

export interface BrowserSite {
  readonly backoffice: FakeBackoffice;
  readonly site: TestSite;
  readonly browser: Browser;
}

export function useBrowserSite(options: FakeBackofficeOptions = {}): BrowserSite {
  const fixture = {} as { backoffice: FakeBackoffice; site: TestSite; browser: Browser };
  beforeAll(async () => {
    fixture.backoffice = await startFakeBackoffice(options);
    fixture.site = await startTestSite({ BACKOFFICE_URL: fixture.backoffice.url });
    fixture.browser = await launchBrowser();
  });
  afterAll(async () => {
    await fixture.browser?.close();
    await fixture.site?.close();
    await fixture.backoffice?.close();
  });
  return fixture;
}

/** A browser and the real site with its embedded back office on a fresh data directory. */
export function useEmbeddedBrowserSite(): Omit<BrowserSite, 'backoffice'> {
  const fixture = {} as { site: TestSite; browser: Browser };
  beforeAll(async () => {
    fixture.site = await startEmbeddedSite();
    fixture.browser = await launchBrowser();
  });
  afterAll(async () => {
    await fixture.browser?.close();
    await fixture.site?.close();
  });
  return fixture;
}
