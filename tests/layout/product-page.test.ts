/**
 * The product page over real HTTP against the embedded back office (issue 19): one main action
 * per audience leading to the store locator of that audience, the same packs in the
 * characteristics, the pack selector and the structured data, application steps with the
 * product's own figures, and "Use it with" from the back office's relation.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Product, StoreLocation } from '../../src/shared/kernel/api/contract.ts';
import { PART_PLAN_ID, PRO_PLAN_ID } from '../../src/backoffice/demo/data/sites.ts';
import { startEmbeddedSite } from '../support/embedded-site.ts';
import type { TestSite } from '../support/test-site.ts';
import { pageFacts } from './page-html.ts';

let site: TestSite;
beforeAll(async () => {
  site = await startEmbeddedSite();
});
afterAll(() => site?.close());

const consumerPath = '/individual-filler/product/multi-purpose-filler-powder';
const proPath = '/professional-filler/product/fine-finish-smoothing-powder';
const frenchProPath = '/fr/enduit-professionnels/product/lisser-en-finition/lissage-fin-poudre';

const decode = (text: string) =>
  text.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&').replace(/<!-- -->/g, '');
const plain = (html: string) => decode(html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '')).trim();

async function mainOf(path: string): Promise<string> {
  const response = await site.get(path);
  expect(response.status, path).toBe(200);
  return /<main.*?<\/main>/s.exec((await response.text()).replace(/<!-- -->/g, ''))![0];
}

/** Links and buttons styled as buttons, with whether they are a main (unmodified) one. */
function buttonsOf(html: string) {
  return [...html.matchAll(/<(a|button)\b([^>]*)class="([^"]*)"([^>]*)>(.*?)<\/\1>/gs)]
    .filter(([, , , classes]) => classes!.split(' ').includes('button'))
    .map(([, , before, classes, after, content]) => ({
      main: !classes!.split(' ').some((name) => name.startsWith('button--')),
      href: /href="([^"]*)"/.exec(`${before} ${after}`)?.[1],
      text: plain(content!),
    }));
}

async function backOffice<T>(path: string): Promise<T> {
  const response = await site.get(`/api/v1${path}`);
  expect(response.status, path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

describe('the main action', () => {
  test.each([
    [consumerPath, 'Where to buy', '/individual-filler/store-locator', 'part'],
    [proPath, 'Find a distributor', '/professional-filler/store-locator', 'pro'],
    [frenchProPath, 'Trouver un distributeur', '/fr/enduit-professionnels/ou-trouver-nos-produits', 'pro'],
  ] as const)('%s has exactly one main button, %s, to the store locator of its audience', async (path, label, storeLocator, audience) => {
    const buttons = buttonsOf(await mainOf(path));
    expect(buttons.filter((button) => button.main)).toEqual([{ main: true, href: storeLocator, text: label }]);
    expect(buttons.filter((button) => !button.main).length, 'compare, favourite, quantity, technical sheet, calculator').toBeGreaterThanOrEqual(4);

    // The store locator it leads to lists the places serving that audience first.
    const listed = [...(await mainOf(storeLocator)).matchAll(/<h3 class="store-card__name">([^<]*)<\/h3>/g)].map(([, name]) => decode(name!));
    const stores = await backOffice<{ items: StoreLocation[] }>('/store-locator');
    const audienceOf = new Map(stores.items.map((store) => [store.name, store.audience]));
    const audiences = listed.map((name) => audienceOf.get(name));
    expect(audiences[0]).toBe(audience);
    expect(audiences.slice(audiences.lastIndexOf(audience) + 1).every((other) => other !== audience)).toBe(true);
    expect(audiences.every((other) => other === audience), 'both kinds are listed').toBe(false);
  });
});

describe('pack sizes', () => {
  test.each([consumerPath, proPath, frenchProPath])('%s lists the same packs in its characteristics, pack selector and structured data', async (path) => {
    const html = (await (await site.get(path)).text()).replace(/<!-- -->/g, '');
    const characteristic = /<dt>(?:Pack sizes|Conditionnements)<\/dt><dd>([^<]*)<\/dd>/.exec(html)?.[1];
    // "5, 15, 25 kg" in English; "5, 15 et 25 kg" in French, where a pack of 1,5 kg keeps its decimal comma;
    // a no-break space before the unit.
    const fromCharacteristics = characteristic!.replace(/\u00A0kg$/, '').split(/, | et /).map((size) => `${size}\u00A0kg`);
    const fromSelector = [...html.matchAll(/<label class="variant"><input[^>]*\/><span>([^<]*)<\/span><\/label>/g)].map(([, label]) => label);
    const [product] = pageFacts(html).jsonLd.flatMap((block) => block['@graph'] as Record<string, any>[]);
    const fromStructuredData = (product!.offers.offers as { name: string }[]).map((offer) => offer.name);
    expect(fromSelector.length).toBeGreaterThan(1);
    expect(fromCharacteristics).toEqual(fromSelector);
    expect(fromStructuredData).toEqual(fromSelector);
  });

  test('professionals are not shown the 1 kg pack only consumers can buy', async () => {
    expect(await mainOf(proPath)).toMatch(/<dt>Pack sizes<\/dt><dd>5, 15, 25\u00A0kg<\/dd>/);
    expect(await mainOf('/individual-filler/product/fine-finish-smoothing-powder')).toMatch(/<dt>Pack sizes<\/dt><dd>1, 5, 15, 25\u00A0kg<\/dd>/);
  });
});

describe('application steps', () => {
  test.each([
    [proPath, 'fine-finish-smoothing-powder', PRO_PLAN_ID, ['Prepare', 'Apply', 'Let it dry', 'Finish'], (hours: number) => `Allow ${hours} hours of drying`, (coats: number) => `Apply ${coats} coats`],
    [frenchProPath, 'fine-finish-smoothing-powder', PRO_PLAN_ID, ['Préparer', 'Appliquer', 'Laisser sécher', 'Finir'], (hours: number) => `Laissez sécher ${hours} heures`, (coats: number) => `Appliquez ${coats} couches`],
    [consumerPath, 'multi-purpose-filler-powder', PART_PLAN_ID, ['Prepare', 'Apply', 'Let it dry', 'Finish'], (hours: number) => `Allow ${hours} hours of drying`, () => 'Apply one coat'],
  ] as const)('%s shows prepare, apply, dry and finish with the product’s drying time and coats', async (path, slug, plan, titles, drying, coatsText) => {
    const main = await mainOf(path);
    const steps = /<ol class="application-steps">(.*?)<\/ol>/s.exec(main)![1]!;
    expect([...steps.matchAll(/<h3[^>]*>([^<]*)<\/h3>/g)].map(([, title]) => title)).toEqual(titles);
    const product = await backOffice<Product>(`/product/${slug}?saleplan_id=${plan}`);
    const hours = Number(product.caracteristics.drying_time!.values[0]);
    const coats = Number(product.caracteristics.coats!.values[0]);
    const text = plain(steps);
    expect(text).toContain(drying(hours));
    expect(text).toContain(coatsText(coats));
  });
});

describe('use it with', () => {
  test.each([
    [proPath, PRO_PLAN_ID],
    [consumerPath, PART_PLAN_ID],
  ] as const)('%s shows the back office’s companions as product cards, each labelled with its step', async (path, plan) => {
    const main = await mainOf(path);
    const section = /<section[^>]*aria-labelledby="use-with-heading">(.*?)<\/section>/s.exec(main)![1]!;
    const cards = [...section.matchAll(/<article class="product-card">(.*?)<\/article>/gs)].map(([, card]) => {
      const [, labelId, label] = /<p class="product-card__label" id="([^"]+)">(.*?)<\/p>/s.exec(card!)!;
      const [, describedBy, href, name] = /<a class="product-card__link" aria-describedby="([^"]+)" href="([^"]+)">(.*?)<\/a>/s.exec(card!)!;
      return { href, name: plain(name!), label: plain(label!), describedByLabel: describedBy === labelId };
    });
    const slug = path.split('/').at(-1)!;
    const product = await backOffice<Product>(`/product/${slug}?saleplan_id=${plan}`);
    expect(product.use_with.length).toBeGreaterThan(0);
    expect(cards.map((card) => card.name)).toEqual(product.use_with.map((companion) => companion.name));
    expect(cards.every((card, index) => card.href!.endsWith(`/product/${product.use_with[index]!.slug}`))).toBe(true);
    const stepLabels = { primer: 'Prepare with', filler: 'Fill with', finish: 'Finish with' } as const;
    expect(cards.map((card) => card.label)).toEqual(product.use_with.map((companion) => stepLabels[companion.role]));
    expect(cards.every((card) => card.describedByLabel)).toBe(true);
  });
});
