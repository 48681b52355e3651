/**
 * Over real HTTP against the embedded back office (issue 19): each home page names its audience
 * in its title and shows that audience's news; the 404 page says it once, in both languages.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startEmbeddedSite } from '../support/embedded-site.ts';
import type { TestSite } from '../support/test-site.ts';
import { errorsMessages } from '../../src/shared/kernel/i18n/en/errors.ts';
import { frenchErrorsMessages } from '../../src/shared/kernel/i18n/fr/errors.ts';
import { pageFacts } from './page-html.ts';

let site: TestSite;

beforeAll(async () => {
  site = await startEmbeddedSite();
});
afterAll(() => site?.close());

async function html(path: string): Promise<{ status: number; html: string }> {
  const response = await site.get(path);
  return { status: response.status, html: await response.text() };
}

const newsTitles = (page: string) => [...page.matchAll(/class="news-card__title"><a [^>]*>([^<]*)<\/a>/g)].map((found) => found[1]);

describe('the two home pages', () => {
  test.each([
    ['/', 'Fillers and plasters for professionals'],
    ['/individual-filler', 'Fillers and plasters for individuals and home projects'],
    ['/fr', 'Enduits et plâtres pour les professionnels'],
    ['/fr/enduit-particuliers', 'Enduits et plâtres pour les particuliers et vos travaux à la maison'],
  ])('%s is titled %s', async (path, title) => {
    const page = await html(path);
    expect(page.status).toBe(200);
    expect(pageFacts(page.html).title).toBe(title);
  });

  test('the consumer home shows consumer news and no news meant for professionals only', async () => {
    const consumer = newsTitles((await html('/individual-filler')).html);
    const professional = newsTitles((await html('/')).html);
    expect(consumer).toHaveLength(3);
    expect(consumer).toContain('Spring contest: win a renovation kit');
    expect(consumer).not.toContain('A new airless range for large sites');
    expect(professional).toContain('A new airless range for large sites');
    expect(professional).not.toContain('Spring contest: win a renovation kit');
    expect(consumer).not.toEqual(professional);
  });

  test('in French too, each home has the news of its audience', async () => {
    const consumer = newsTitles((await html('/fr/enduit-particuliers')).html);
    const professional = newsTitles((await html('/fr')).html);
    expect(consumer).toHaveLength(3);
    expect(consumer).not.toContain('La gamme pro fait peau neuve');
    expect(professional).toContain('La gamme pro fait peau neuve');
  });
});

describe('the 404 page', () => {
  test.each([
    ['/professional-filler/no-such-page', 'This page doesn&#x27;t exist', 'The link you followed may be out of date, or the address may contain a typo.', errorsMessages],
    ['/fr/enduit-professionnels/pas-de-page', 'Cette page n’existe pas', 'Le lien que vous avez suivi est peut-être périmé, ou l’adresse contient une faute de frappe.', frenchErrorsMessages],
  ])('%s: one title, one sentence, the search hint and a link home', async (path, heading, sentence, messages) => {
    const page = await html(path);
    expect(page.status).toBe(404);
    expect(pageFacts(page.html).title).toBe('Page 404');
    const errorPage = /<section class="error-page"[^>]*>(.*?)<\/section>/s.exec(page.html)?.[1] ?? '';
    expect([...errorPage.matchAll(/<h1[^>]*>([^<]*)<\/h1>/g)].map((found) => found[1])).toEqual([heading]);
    const paragraphs = [...errorPage.matchAll(/<p[^>]*>(.*?)<\/p>/gs)].map((found) => found[1]!.replace(/<[^>]+>/g, ''));
    expect(paragraphs).toEqual(['404', sentence, messages['error.404.searchHint'], messages['error.backHome']]);
  });
});
