/** Streaming: the shell's bytes come before slow data, crawlers get it whole, and renders are bounded. */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startFakeBackoffice, type FakeBackoffice } from '../support/fake-backoffice.ts';
import { loadPageModuleWithTestPages, routesWithTestPages, slowSectionMs } from '../support/test-pages.tsx';
import { startTestSite, type TestSite } from '../support/test-site.ts';
import { timedGet } from '../support/timed-body.ts';
import { incompletePageMark } from '../../src/shared/kernel/offline/offline-caches.ts';
import { isCompletePage } from '../../src/worker/offline-policy.ts';

let backoffice: FakeBackoffice;
let site: TestSite;

beforeAll(async () => {
  backoffice = await startFakeBackoffice();
  site = await startTestSite(
    { BACKOFFICE_URL: backoffice.url, RENDER_TIMEOUT_MS: '1500' },
    { routes: routesWithTestPages, loadPageModule: loadPageModuleWithTestPages },
  );
});
afterAll(async () => {
  await site?.close();
  await backoffice?.close();
});

test('the shell streams before the slow section, which follows in the same response', async () => {
  const response = await timedGet(`${site.url}/test/slow`);
  expect(response.status).toBe(200);
  const shell = response.chunks.find((chunk) => chunk.text.includes('<h1>Shell first</h1>'));
  const slow = response.chunks.find((chunk) => chunk.text.includes('the slow section arrived'));
  expect(shell).toBeDefined();
  expect(slow).toBeDefined();
  expect(shell!.text).toContain('waiting for the slow section');
  expect(shell!.text).not.toContain('the slow section arrived');
  // The section resolves after slowSectionMs; the shell must not have waited for it.
  expect(slow!.at - shell!.at).toBeGreaterThan(slowSectionMs / 2);
  expect(response.body).toMatch(/<script type="application\/json" id="deferred-slow">"the slow section arrived"<\/script>/);
  expect(response.body.trimEnd().endsWith('</html>')).toBe(true);
});

test('a streamed page whose part fails after the headers ends with the mark that keeps it out of the offline worker', async () => {
  const response = await timedGet(`${site.url}/test/deferred-fails-late`);
  expect(response.status).toBe(200);
  // The headers went out with the shell, the worker's mark with them (decision 171)...
  expect(response.headers['offline-keep']).toBe('page');
  expect(response.body).toContain('<h1>A part fails late</h1>');
  // ...so the document says it: after React's end, the mark the worker checks (offline-policy.ts).
  expect(response.body.trimEnd().endsWith(`</html>${incompletePageMark}`)).toBe(true);
  expect(isCompletePage(response.body)).toBe(false);
});

test('a streamed page that arrives whole carries no such mark', async () => {
  const response = await timedGet(`${site.url}/test/slow`);
  expect(response.body).not.toContain(incompletePageMark);
  expect(isCompletePage(response.body)).toBe(true);
});

test('a deferred value already there renders with the shell: one whole, sealed, storable document', async () => {
  const response = await timedGet(`${site.url}/test/ready`);
  expect(response.status).toBe(200);
  expect(response.body).toContain('<p id="slow-section">the section was ready</p>');
  expect(response.body).not.toContain('waiting for the slow section');
  expect(response.body).toMatch(/<script type="application\/json" id="deferred-slow">"the section was ready"<\/script>/);
  // Not a stream: no nonce for scripts still to come, so any cache may keep it.
  expect(response.headers['cache-control']).toMatch(/^public/);
  expect(response.headers['content-security-policy']).not.toContain('nonce-');
});

test('data answered within the wait goes out whole, however large: no fallback painted, then swapped for it', async () => {
  const response = await timedGet(`${site.url}/test/prompt`);
  expect(response.status).toBe(200);
  expect(response.body).toContain('<p id="slow-section">the prompt section arrived arrived');
  expect(response.body).not.toContain('waiting for the slow section');
  // No section written apart and moved into place by React's script after a frame.
  expect(response.body).not.toContain('$RC(');
  expect(response.headers['cache-control']).toMatch(/^public/);
  expect(response.headers['content-security-policy']).not.toContain('nonce-');
});

test('a crawler gets the complete document in one piece', async () => {
  const response = await timedGet(`${site.url}/test/slow`, { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
  expect(response.status).toBe(200);
  // Nothing is sent before the slow section is ready, and it is inline, not swapped in by script.
  expect(response.headAt).toBeGreaterThan(slowSectionMs / 2);
  expect(response.body).not.toContain('waiting for the slow section');
  expect(response.body).toContain('<p id="slow-section">the slow section arrived</p>');
});

test('a render that never finishes is aborted and the stream ended cleanly', async () => {
  const response = await timedGet(`${site.url}/test/never`);
  expect(response.status).toBe(200);
  expect(response.body).toContain('<h1>Never finishes</h1>');
  expect(response.body.trimEnd().endsWith('</html>')).toBe(true);
  const last = response.chunks.at(-1)!;
  expect(last.at).toBeLessThan(5000);
});
