/**
 * Page regions (src/shared/app/page-region.tsx): a region the server cannot render leaves the
 * rest of the page, in its place the region's message; the page's own content failing is still
 * the error page (500). Neither is kept by a cache.
 */
import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PageRegion } from '../../src/shared/app/page-region.tsx';
import { RouterContext, type RouterContextValue } from '../../src/shared/app/router-context.tsx';
import { englishMessages } from '../../src/shared/i18n/en/index.ts';
import { startFakeBackoffice, type FakeBackoffice } from '../support/fake-backoffice.ts';
import { routesWithTestPages, loadPageModuleWithTestPages } from '../support/test-pages.tsx';
import { startTestSite, type TestSite } from '../support/test-site.ts';

const failedText = 'This part of the page could not be loaded. Please try again later.';

function Throws(): ReactNode {
  throw new Error('a region that cannot render');
}

/** What React's server renderer makes of a tree: the shell's fate, the errors it reported, the HTML. */
function renderOnServer(tree: ReactNode): Promise<{ shell: 'ready' | 'failed'; errors: unknown[]; html: string }> {
  const context = { page: { url: '/somewhere' } } as RouterContextValue;
  const errors: unknown[] = [];
  return new Promise((resolve) => {
    const { pipe } = renderToPipeableStream(
      <IntlProvider locale="en" messages={englishMessages}>
        <RouterContext value={context}>{tree}</RouterContext>
      </IntlProvider>,
      {
        onError: (error) => void errors.push(error),
        onShellError: () => resolve({ shell: 'failed', errors, html: '' }),
        onAllReady: () => {
          let html = '';
          const sink = new PassThrough().setEncoding('utf8');
          sink.on('data', (chunk: string) => (html += chunk));
          sink.on('end', () => resolve({ shell: 'ready', errors, html }));
          pipe(sink);
        },
      },
    );
  });
}

describe('on the server', () => {
  test('a region that throws shows its message in its place, for the browser to render again; the rest of the page stays', async () => {
    const { shell, errors, html } = await renderOnServer(
      <>
        <header>the header</header>
        <PageRegion>
          <Throws />
        </PageRegion>
        <footer>the footer</footer>
      </>,
    );
    expect(shell).toBe('ready');
    expect(errors).toEqual([new Error('a region that cannot render')]);
    expect(html).toContain('<header>the header</header>');
    expect(html).toContain('<footer>the footer</footer>');
    // React's mark for a boundary the server gave up on: the browser renders it again.
    expect(html).toMatch(new RegExp(`<!--\\$!-->(<template[^>]*></template>)?<p role="alert">${failedText}</p>`));
  });

  test('the content region that throws fails the page as a whole (the error page, 500)', async () => {
    const { shell, errors } = await renderOnServer(
      <>
        <header>the header</header>
        <PageRegion content>
          <Throws />
        </PageRegion>
      </>,
    );
    expect(shell).toBe('failed');
    expect(errors).toEqual([new Error('a region that cannot render')]);
  });

  test('a region that renders is sent as it is, without the message', async () => {
    const { shell, html } = await renderOnServer(
      <PageRegion>
        <nav>the breadcrumb</nav>
      </PageRegion>,
    );
    expect(shell).toBe('ready');
    expect(html).toContain('<nav>the breadcrumb</nav>');
    expect(html).not.toContain(failedText);
  });
});

describe('in the site', () => {
  // Only the footer links to the sitemap: renamed, the footer cannot render, the rest can.
  let backoffice: FakeBackoffice;
  let site: TestSite;
  beforeAll(async () => {
    backoffice = await startFakeBackoffice();
    const withoutSitemap = routesWithTestPages.map((route) => (route.name === 'sitemap' ? { ...route, name: 'site-map' } : route));
    site = await startTestSite({ BACKOFFICE_URL: backoffice.url }, { routes: withoutSitemap, loadPageModule: loadPageModuleWithTestPages });
  });
  afterAll(async () => {
    await site?.close();
    await backoffice?.close();
  });

  test('a page whose footer fails keeps its header and content: 200, the footer’s message, logged, kept by no cache', async () => {
    for (const userAgent of ['Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)']) {
      const response = await site.get('/contact', { headers: { 'user-agent': userAgent } });
      const html = await response.text();
      expect(response.status, userAgent).toBe(200);
      expect(response.headers.get('cache-control'), userAgent).toMatch(/no-store/);
      expect(response.headers.get('x-render-cache'), userAgent).toBeNull();
      expect(html).toContain('<main id="main" tabindex="-1">');
      expect(html).toMatch(/<h1[^>]*>/);
      expect(html).toContain('class="site-header');
      expect(html).toContain(`<p role="alert">${failedText}</p>`);
      // React's development build (these tests) puts the error in the boundary's <template> for
      // the browser's console; the production build (dist) leaves it empty. Nowhere else.
      expect(html.replace(/<template[^>]*><\/template>/g, '')).not.toContain('No route named');
    }
    expect(site.log.some((line) => line.includes('No route named "sitemap"'))).toBe(true);
  });
});
