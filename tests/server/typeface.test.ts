/**
 * The site typeface is self-hosted (decision 130): its latin and latin-ext files are in the
 * build under a content hash, every page's head preloads the latin file, the inlined critical
 * CSS declares the latin face with font-display: swap at an absolute URL (the styles are inlined
 * in pages at any path) and site.css the latin-ext one, and the fallback faces carry the metric overrides that keep the swap from
 * moving anything. Run `node build.mjs` first: the server reads the built client.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AssetManifest } from '../../src/shared/app/asset-manifest.ts';
import { startFakeBackoffice, type FakeBackoffice } from '../support/fake-backoffice.ts';
import { startTestSite, type TestSite } from '../support/test-site.ts';

const clientDir = path.resolve(import.meta.dirname, '../../dist/client');
const manifest = JSON.parse(readFileSync(path.join(clientDir, 'manifest.json'), 'utf8')) as AssetManifest;
const fontFile = /^\/assets\/archivo-latin-wght-normal-[A-Z0-9]+\.woff2$/;

let backoffice: FakeBackoffice;
let site: TestSite;

beforeAll(async () => {
  backoffice = await startFakeBackoffice();
  site = await startTestSite({ BACKOFFICE_URL: backoffice.url });
});
afterAll(async () => {
  await site?.close();
  await backoffice?.close();
});

/** The `<style id="critical-css">` text of a page's head. */
function inlineStyles(html: string): string {
  return /<style id="critical-css">([^<]*)<\/style>/.exec(html)?.[1] ?? '';
}

/** The @font-face rules of a stylesheet, each as its declarations. */
function fontFaces(css: string): string[] {
  return [...css.matchAll(/@font-face\{([^}]*)\}/g)].map((match) => match[1]!);
}

describe('the build', () => {
  test('holds the latin and latin-ext files of the variable face, hashed, declared inline and in site.css, and names the latin one for preloading', () => {
    expect(manifest.fontPreload).toMatch(fontFile);
    const filesOf = (href: string) =>
      fontFaces(readFileSync(path.join(clientDir, href), 'utf8')).flatMap((face) => [.../url\("?\.\/([^")]+\.woff2)"?\)/.exec(face)?.slice(1) ?? []]);
    const inline = filesOf(manifest.inlineStylesheet);
    const linked = manifest.stylesheets.flatMap(filesOf);
    expect(inline).toEqual([expect.stringMatching(/^archivo-latin-wght-normal-/)]);
    expect(linked).toEqual([expect.stringMatching(/^archivo-latin-ext-wght-normal-/)]);
    for (const file of [...inline, ...linked]) expect(existsSync(path.join(clientDir, 'assets', file)), file).toBe(true);
  });
});

describe.each(['/', '/fr/enduit-professionnels/contact', '/no/such/page'])('the page %s', (pagePath) => {
  test('preloads the latin font file in its head, before the inlined styles that name it', async () => {
    const html = await (await site.get(pagePath)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const preloads = [...head.matchAll(/<link rel="preload"[^>]*as="font"[^>]*>/g)].map((match) => match[0]);
    expect(preloads).toHaveLength(1);
    const attributes = Object.fromEntries([...preloads[0]!.matchAll(/ ([a-z]+)="([^"]*)"/g)].map((match) => [match[1], match[2]]));
    expect(attributes).toEqual({ rel: 'preload', href: manifest.fontPreload, as: 'font', type: 'font/woff2', crossorigin: '' });
    expect(head.indexOf(preloads[0]!)).toBeLessThan(head.indexOf('<style id="critical-css">'));
  });

  test('declares the typeface with font-display: swap at absolute URLs the server answers', async () => {
    const html = await (await site.get(pagePath)).text();
    // The inlined styles name the files at absolute URLs, site.css beside itself.
    const sheets = [{ css: inlineStyles(html), href: pagePath }, ...(await Promise.all(manifest.stylesheets.map(async (href) => ({ css: await (await site.get(href)).text(), href }))))];
    const archivo = sheets.flatMap(({ css, href }) => fontFaces(css).map((face) => ({ face, href }))).filter(({ face }) => face.includes('font-family:Archivo Variable'));
    expect(archivo).toHaveLength(2);
    expect(/url\("?(\/assets\/[^")]+\.woff2)"?\)/.exec(archivo[0]!.face)?.[1]).toBe(manifest.fontPreload);
    for (const { face, href } of archivo) {
      expect(face).toContain('font-display:swap');
      expect(face).toContain('font-weight:100 900');
      expect(face).toMatch(/unicode-range:U\+/);
      const file = /url\("?([^")]+\.woff2)"?\)/.exec(face)?.[1];
      expect(file, face).toBeDefined();
      const url = new URL(file!, `http://site${href}`).pathname;
      const response = await site.get(url!);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('font/woff2');
    }
  });
});

test('the fallback faces are local fonts with metric overrides, named after the typeface in the font stack', async () => {
  const css = inlineStyles(await (await site.get('/')).text());
  const fallbacks = fontFaces(css).filter((face) => /font-family:Archivo fallback/.test(face));
  // Arial/Liberation Sans, Roboto and DejaVu Sans, regular and bold.
  expect(fallbacks).toHaveLength(6);
  for (const face of fallbacks) {
    expect(face).toMatch(/src:local\(/);
    expect(face).not.toContain('url(');
    for (const override of ['size-adjust', 'ascent-override', 'descent-override', 'line-gap-override']) {
      expect(face, override).toMatch(new RegExp(`${override}:[\\d.]+%`));
    }
  }
  // The inlined styles write the font stack (the token --font-sans) as its value.
  expect(css).toMatch(/body\{[^}]*font-family:"Archivo Variable", "Archivo fallback", "Archivo fallback Roboto", "Archivo fallback DejaVu",/);
});
