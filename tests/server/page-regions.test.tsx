/**
 * Page regions (src/shared/layout/page-region.tsx) fail alone in the browser; on the server a
 * region's error still fails the page (500, kept by no cache), and a deferred part that fails
 * leaves a page no cache may keep either.
 */
import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PageRegion } from '../../src/shared/layout/page-region.tsx';
import { RouterContext, type RouterContextValue } from '../../src/shared/features/app/router-context.tsx';
import { ErrorBoundary } from '../../src/shared/kernel/data/error-boundary.tsx';
import { englishMessages } from '../../src/shared/kernel/i18n/en/index.ts';
import { startFakeBackoffice, type FakeBackoffice } from '../support/fake-backoffice.ts';
import { loadPageModuleWithTestPages, routesWithTestPages } from '../support/test-pages.tsx';
import { startTestSite, type TestSite } from '../support/test-site.ts';

const crawler = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

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

describe('the boundary', () => {
  test('a render error turns it to its fallback; a new reset key (the next page) gives the children another try', () => {
    expect(ErrorBoundary.getDerivedStateFromError()).toEqual({ failed: true });
    expect(ErrorBoundary.getDerivedStateFromProps({ fallback: null, children: null, resetKey: '/a' }, { resetKey: '/a' })).toBeNull();
    expect(ErrorBoundary.getDerivedStateFromProps({ fallback: null, children: null, resetKey: '/b' }, { resetKey: '/a' })).toEqual({ failed: false, resetKey: '/b' });
  });

  test('on the server a region that throws fails the shell: the page becomes the error page', async () => {
    const { shell, errors } = await renderOnServer(
      <>
        <header>the header</header>
        <PageRegion>
          <Throws />
        </PageRegion>
      </>,
    );
    expect(shell).toBe('failed');
    expect(errors).toEqual([new Error('a region that cannot render')]);
  });

  test('a region that renders is sent as it is, without a mark of its own', async () => {
    const { shell, html } = await renderOnServer(
      <PageRegion>
        <nav>the breadcrumb</nav>
      </PageRegion>,
    );
    expect(shell).toBe('ready');
    expect(html).toBe('<nav>the breadcrumb</nav>');
  });
});

describe('in the site', () => {
  // Only the footer links to the sitemap: renamed, the footer cannot render.
  let backoffice: FakeBackoffice;
  let site: TestSite;
  let footerFails: TestSite;
  beforeAll(async () => {
    backoffice = await startFakeBackoffice();
    site = await startTestSite({ BACKOFFICE_URL: backoffice.url }, { routes: routesWithTestPages, loadPageModule: loadPageModuleWithTestPages });
    const withoutSitemap = routesWithTestPages.map((route) => (route.name === 'sitemap' ? { ...route, name: 'site-map' } : route));
    footerFails = await startTestSite({ BACKOFFICE_URL: backoffice.url }, { routes: withoutSitemap, loadPageModule: loadPageModuleWithTestPages });
  });
  afterAll(async () => {
    await site?.close();
    await footerFails?.close();
    await backoffice?.close();
  });

  test('a region the server cannot render makes the page a 500 that no cache keeps, without the error in it', async () => {
    const response = await footerFails.get('/contact');
    const html = await response.text();
    expect(response.status).toBe(500);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(html).not.toContain('No route named');
    expect(footerFails.log.some((line) => line.includes('No route named "sitemap"'))).toBe(true);
  });

  test('a page sent whole with a deferred part that failed is 200, the part left to the browser, and no cache keeps it', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await site.get('/test/deferred-fails', { headers: { 'user-agent': crawler } });
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-render-cache')).toBeNull();
      // Nor the visitor's offline worker: offline, the part could not be loaded (decision 171).
      expect(response.headers.get('offline-keep')).toBeNull();
      expect(html).toContain('<h1>A part fails</h1>');
      // React's mark for a part the server gave up on: the browser renders it again (Await's boundary shows its message).
      expect(html).toMatch(/<!--\$!-->(<template[^>]*><\/template>)?<p>waiting for the slow section<\/p>/);
    }
  });
});
