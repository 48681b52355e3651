/**
 * Issue 14: every legacy link lands on a live page. Each distinct destination of the real
 * redirects.csv is requested from the real site over its embedded back office: an on-site one
 * answers 200 in French, or redirects once more to a page that does; an off-site one is a valid
 * absolute https URL (the site does not call other hosts).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parseRedirectsCsv } from '../../src/server/edge/redirects-csv.ts';
import { startEmbeddedSite } from '../support/embedded-site.ts';
import type { TestSite } from '../support/test-site.ts';

const csvPath = fileURLToPath(new URL('../../redirects.csv', import.meta.url));
const destinations = [...new Set(parseRedirectsCsv(readFileSync(csvPath, 'utf8'), csvPath).map((rule) => rule.to))];
const onSite = destinations.filter((to) => to.startsWith('/'));
const offSite = destinations.filter((to) => !to.startsWith('/'));

let site: TestSite;
beforeAll(async () => {
  site = await startEmbeddedSite({ REDIRECTS_CSV: csvPath });
});
afterAll(() => site?.close());

test('the file names both kinds of destination', () => {
  expect(onSite.length).toBeGreaterThanOrEqual(100);
  expect(offSite.length).toBeGreaterThan(0);
});

describe('on-site destinations', () => {
  test.each(onSite)('%s is a live French page', async (to) => {
    let response = await site.get(to);
    let landed = to;
    if (response.status === 301 || response.status === 302) {
      // A destination that is itself redirected counts if one more hop ends in a page.
      landed = new URL(response.headers.get('location')!, site.url).pathname;
      response = await site.get(landed);
    }
    expect(response.status, `${to} → ${landed}`).toBe(200);
    const html = await response.text();
    expect(html, landed).toMatch(/^<!DOCTYPE html><html lang="fr-FR"/);
  });
});

describe('off-site destinations', () => {
  test.each(offSite)('%s is an absolute https URL', (to) => {
    const url = new URL(to);
    expect(url.protocol).toBe('https:');
    expect(url.hostname).toMatch(/\.[a-z]{2,}$/);
  });
});
