/**
 * The layout's critical CSS is inlined in the head of every page (issue #5), allowed by the
 * page's Content-Security-Policy, and the rest of the styles is still linked, in the body just
 * before <main> (after the header, which paints without it; decision 095). Run `node build.mjs` first: the server reads the built stylesheets.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AssetManifest } from '../../src/shared/app/asset-manifest.ts';
import { startFakeBackoffice, type FakeBackoffice } from '../support/fake-backoffice.ts';
import { loadPageModuleWithTestPages, routesWithTestPages } from '../support/test-pages.tsx';
import { startTestSite, type TestSite } from '../support/test-site.ts';

const clientDir = path.resolve(import.meta.dirname, '../../dist/client');
const manifest = JSON.parse(readFileSync(path.join(clientDir, 'manifest.json'), 'utf8')) as AssetManifest;
const criticalCss = readFileSync(path.join(clientDir, manifest.inlineStylesheet), 'utf8');

let backoffice: FakeBackoffice;
let site: TestSite;

beforeAll(async () => {
  backoffice = await startFakeBackoffice();
  site = await startTestSite({ BACKOFFICE_URL: backoffice.url }, { routes: routesWithTestPages, loadPageModule: loadPageModuleWithTestPages });
});
afterAll(async () => {
  await site?.close();
  await backoffice?.close();
});

/** Whether a CSP lets an inline `<style>` (with this nonce, if it carries one) apply. */
function allowsInlineStyle(csp: string, nonce: string | undefined): boolean {
  const directive = (name: string) => csp.split(';').map((part) => part.trim().split(/\s+/)).find(([key]) => key === name)?.slice(1);
  const sources = directive('style-src-elem') ?? directive('style-src') ?? directive('default-src') ?? ["'unsafe-inline'"];
  // A nonce in the list makes browsers ignore 'unsafe-inline'.
  if (sources.some((source) => source.startsWith("'nonce-"))) return nonce !== undefined && sources.includes(`'nonce-${nonce}'`);
  return sources.includes("'unsafe-inline'");
}

describe.each(['/', '/product/fine-finish', '/no/such/page'])('the page %s', (pagePath) => {
  test('inlines the critical CSS in the head, where the policy allows it', async () => {
    const response = await site.get(pagePath);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    const style = /<style id="critical-css"( nonce="([^"]+)")?>([^<]*)<\/style>/.exec(head);
    expect(style, 'inline critical styles in the head').not.toBeNull();
    // The built file, less its source map comment, its font URLs made absolute (it is read in
    // pages at any path, not in /assets/): header and navigation rules, custom properties.
    expect(criticalCss.replaceAll('url("./', 'url("/assets/').startsWith(style![3]!)).toBe(true);
    expect(style![3]).not.toContain('url("./');
    expect(style![3]).toContain('.site-header{');
    expect(style![3]).toContain('--color-brand:');
    expect(style![3]).not.toContain('sourceMappingURL');
    expect(allowsInlineStyle(response.headers.get('content-security-policy') ?? '', style![2])).toBe(true);
  });

  test('links the rest of the styles once, after the header and just before <main>, not in the head', async () => {
    const html = await (await site.get(pagePath)).text();
    expect(manifest.stylesheets.length).toBeGreaterThan(0);
    const main = html.indexOf('<main');
    for (const href of manifest.stylesheets) {
      const tag = `<link rel="stylesheet" href="${href}"/>`;
      const link = html.indexOf(tag);
      expect(link, href).toBeGreaterThan(html.indexOf('</header>'));
      expect(html.slice(link + tag.length, main).replace(/<link rel="stylesheet"[^>]*>/g, ''), href).toBe('');
      expect(html.indexOf(tag, link + 1), href).toBe(-1);
    }
    expect(html.slice(0, html.indexOf('</head>'))).not.toContain('rel="stylesheet"');
  });

  test('does not send the inline styles a second time in the hydration state', async () => {
    const html = await (await site.get(pagePath)).text();
    const inline = /<style id="critical-css">([^<]+)<\/style>/.exec(html)?.[1] ?? '';
    expect(inline).toContain('.site-header{');
    // Any long stretch of it, escaped for JSON or not, would show a second copy.
    const stretch = inline.slice(inline.indexOf('.site-header{'), inline.indexOf('.site-header{') + 60);
    expect(html.split(stretch).length - 1).toBe(1);
  });
});

test('the inlined styles write the design tokens as values, and define only those a custom property set on elements reads', () => {
  const defined = (css: string) => new Set([...css.matchAll(/[{;\s](--[\w-]+)\s*:/g)].map((match) => match[1]));
  const tokens = defined(readFileSync('src/client/styles/tokens.css', 'utf8').replace(/\/\*[\s\S]*?\*\//g, ''));
  expect(tokens.size).toBeGreaterThan(60);
  // Every property but a custom one reads its value written out, or a property set on elements.
  const readByProperties = [...criticalCss.matchAll(/[{;]([a-z][a-z-]*):[^;}]*var\((--[\w-]+)/g)].map((match) => `${match[1]}: ${match[2]}`);
  expect(readByProperties).toEqual(['border-bottom-color: --menu-color']);
  expect(tokens.has('--menu-color')).toBe(false);
  // What such a custom property reads is defined, and nothing else.
  const read = new Set([...criticalCss.matchAll(/var\((--[\w-]+)/g)].map((match) => match[1]));
  const inlined = defined(criticalCss);
  expect([...read].filter((token) => !inlined.has(token))).toEqual([]);
  expect([...inlined].filter((token) => !read.has(token))).toEqual([]);
  expect(criticalCss).toContain('.site-header{');
  expect(criticalCss).toMatch(/\.topbar\{[^}]*background:#0e4c8a/);
  const siteCss = manifest.stylesheets.map((href) => readFileSync(path.join(clientDir, href), 'utf8')).join('');
  expect([...tokens].filter((token) => !defined(siteCss).has(token))).toEqual([]);
});

test('the policy check refuses what a browser would refuse', () => {
  expect(allowsInlineStyle("default-src 'self'; style-src 'self'", undefined)).toBe(false);
  expect(allowsInlineStyle("style-src 'self' 'nonce-abc' 'unsafe-inline'", undefined)).toBe(false);
  expect(allowsInlineStyle("style-src 'self' 'nonce-abc'", 'abc')).toBe(true);
  expect(allowsInlineStyle("style-src 'self' 'unsafe-inline'", undefined)).toBe(true);
});
