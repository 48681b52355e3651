/** Streaming: the shell's bytes come before slow data, crawlers get it whole, and renders are bounded. */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startFakeBackoffice, type FakeBackoffice } from '../support/fake-backoffice.ts';
import { heldSectionCount, loadPageModuleWithTestPages, releaseHeldSection, routesWithTestPages } from '../support/test-pages.tsx';
import { startTestSite, type TestSite } from '../support/test-site.ts';
import { streamedGet } from '../support/streamed-body.ts';
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
  // The section is let through only once the shell has arrived: a server that waited for it
  // before sending the shell would never get it, and the render's time-out would end the page without it.
  const response = await streamedGet(`${site.url}/test/held`, {
    onChunk: (text) => {
      if (text.includes('<h1>Shell first</h1>')) releaseHeldSection();
    },
  });
  expect(response.status).toBe(200);
  const shell = response.chunks.findIndex((chunk) => chunk.includes('<h1>Shell first</h1>'));
  const section = response.chunks.findIndex((chunk) => chunk.includes('the held section arrived'));
  expect(shell).toBeGreaterThanOrEqual(0);
  expect(section).toBeGreaterThan(shell);
  expect(response.chunks[shell]).toContain('waiting for the slow section');
  // The section is static content: its data is in the page once, as HTML, never again as state.
  expect(response.body).not.toContain('"the held section arrived"');
  expect(response.body.trimEnd().endsWith('</html>')).toBe(true);
});

test.each(['gzip', 'br'] as const)('compressed (%s), the shell still comes out before the slow section, however large the head before it', async (compressed) => {
  // The head's inlined styles outweigh what a compressor takes before it asks the writer to
  // wait: the shell written meanwhile must still be flushed out with it, not kept back until the
  // section arrives.
  const response = await streamedGet(`${site.url}/test/held`, {
    compressed,
    onChunk: (text) => {
      if (text.includes('<h1>Shell first</h1>')) releaseHeldSection();
    },
  });
  expect(response.status).toBe(200);
  expect(response.body.indexOf('<h1>Shell first</h1>')).toBeGreaterThan(16 * 1024);
  // Released only once the shell was read: a shell kept back would have met the render's time-out.
  expect(response.body).toContain('<p id="slow-section">the held section arrived</p>');
  expect(response.body.trimEnd().endsWith('</html>')).toBe(true);
});

test('a streamed page whose part fails after the headers ends with the mark that keeps it out of the offline worker', async () => {
  const response = await streamedGet(`${site.url}/test/deferred-fails-late`);
  expect(response.status).toBe(200);
  // The headers went out with the shell, the worker's mark with them (decision 171)...
  expect(response.headers['offline-keep']).toBe('page');
  expect(response.body).toContain('<h1>A part fails late</h1>');
  // ...so the document says it: after React's end, the mark the worker checks (offline-policy.ts).
  expect(response.body.trimEnd().endsWith(`</html>${incompletePageMark}`)).toBe(true);
  expect(isCompletePage(response.body)).toBe(false);
});

test('a streamed page that arrives whole carries no such mark', async () => {
  const response = await streamedGet(`${site.url}/test/slow`);
  expect(response.body).not.toContain(incompletePageMark);
  expect(isCompletePage(response.body)).toBe(true);
});

test('a deferred value already there renders with the shell: one whole, sealed, storable document', async () => {
  const response = await streamedGet(`${site.url}/test/ready`);
  expect(response.status).toBe(200);
  expect(response.body).toContain('<p id="slow-section">the section was ready</p>');
  expect(response.body).not.toContain('waiting for the slow section');
  // Not a stream: no nonce for scripts still to come, so any cache may keep it.
  expect(response.headers['cache-control']).toMatch(/^public/);
  expect(response.headers['content-security-policy']).not.toContain('nonce-');
});

test('data answered within the wait goes out whole, however large: no fallback painted, then swapped for it', async () => {
  const response = await streamedGet(`${site.url}/test/prompt`);
  expect(response.status).toBe(200);
  expect(response.body).toContain('<p id="slow-section">the prompt section arrived arrived');
  expect(response.body).not.toContain('waiting for the slow section');
  // No section written apart and moved into place by React's script after a frame.
  expect(response.body).not.toContain('$RC(');
  expect(response.headers['cache-control']).toMatch(/^public/);
  expect(response.headers['content-security-policy']).not.toContain('nonce-');
});

test('a crawler gets the complete document in one piece', async () => {
  const events: string[] = [];
  const crawler = streamedGet(`${site.url}/test/held`, {
    headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    onHead: () => events.push('crawler head'),
  });
  await expect.poll(() => heldSectionCount()).toBe(1);
  // A person's request of the same page after it: once the person has the shell, a shell for the
  // crawler (rendered first) would have gone out too. It must not: the crawler waits for the section.
  let personHasShell = false;
  const person = streamedGet(`${site.url}/test/held`, {
    onChunk: (text) => {
      if (text.includes('<h1>Shell first</h1>')) personHasShell = true;
    },
  });
  await expect.poll(() => personHasShell).toBe(true);
  events.push('sections released');
  releaseHeldSection();
  releaseHeldSection();
  const response = await crawler;
  await person;
  expect(events).toEqual(['sections released', 'crawler head']);
  expect(response.status).toBe(200);
  // Inline, not painted as a fallback and swapped in by script.
  expect(response.body).not.toContain('waiting for the slow section');
  expect(response.body).not.toContain('$RC(');
  expect(response.body).toContain('<p id="slow-section">the held section arrived</p>');
});

test("a script's fetch of the page (Sec-Fetch-Dest: empty, the islands' screen swap) gets it whole", async () => {
  const fetched = streamedGet(`${site.url}/test/held?fetched-by-script`, { headers: { 'sec-fetch-dest': 'empty' } });
  await expect.poll(() => heldSectionCount()).toBe(1);
  releaseHeldSection();
  const response = await fetched;
  expect(response.status).toBe(200);
  expect(response.body).not.toContain('waiting for the slow section');
  expect(response.body).not.toContain('$RC(');
  expect(response.body).toContain('<p id="slow-section">the held section arrived</p>');
});

test('a render that never finishes is aborted and the stream ended cleanly', async () => {
  const response = await streamedGet(`${site.url}/test/never`);
  expect(response.status).toBe(200);
  expect(response.body).toContain('<h1>Never finishes</h1>');
  // The response ended at all: the render's time-out aborted it (the test's own time-out is the bound).
  expect(response.body.trimEnd().endsWith('</html>')).toBe(true);
});
