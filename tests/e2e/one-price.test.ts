/**
 * One price convention (decisions §4, decision 195), seen by a visitor: the same product shows
 * the same lowest price with the same VAT label on its card in a category, on its product page
 * (its first, cheapest pack), in the comparator, on its card among the visitor's favourites and in
 * its JSON-LD offers, for professionals (excluding VAT) and individuals (including VAT), in English
 * and in French.
 */
import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useEmbeddedBrowserSite } from '../support/browser-site.ts';
import { visit } from './finding-support.ts';

const fixture = useEmbeddedBrowserSite();

/** A product both audiences buy, in three packs: its card says "From". */
const reference = 'FFS-P';

interface Case {
  readonly category: string;
  readonly from: string;
  readonly label: string;
  readonly taxIncluded: boolean;
  readonly compare: string;
  readonly favorite: string;
  readonly favorites: string;
}

const cases: Record<string, Case> = {
  'professionals, English': {
    category: '/professional-filler/category/smoothing-compounds',
    from: 'From ',
    label: 'excl. VAT',
    taxIncluded: false,
    compare: 'Add to comparator',
    favorite: 'Add to favourites',
    favorites: '/professional-filler/favorites',
  },
  'individuals, English': {
    category: '/individual-filler/category/finish-smoothing',
    from: 'From ',
    label: 'incl. VAT',
    taxIncluded: true,
    compare: 'Add to comparator',
    favorite: 'Add to favourites',
    favorites: '/individual-filler/favorites',
  },
  'professionals, French': {
    category: '/fr/enduit-professionnels/categorie/enduits-de-lissage',
    from: 'À partir de ',
    label: 'HT',
    taxIncluded: false,
    compare: 'Ajouter au comparateur',
    favorite: 'Ajouter aux favoris',
    favorites: '/fr/enduit-professionnels/favoris',
  },
  'individuals, French': {
    category: '/fr/enduit-particuliers/categorie/lisser-en-finition',
    from: 'À partir de ',
    label: 'TTC',
    taxIncluded: true,
    compare: 'Ajouter au comparateur',
    favorite: 'Ajouter aux favoris',
    favorites: '/fr/enduit-particuliers/favoris',
  },
};

/** "7,20 £" → 7.2 */
const amountOf = (shown: string) => Number(shown.replace(/[^\d,]/g, '').replace(',', '.'));
const oneSpaced = (text: string) => text.replace(/\s+/g, ' ').trim();

async function priceIn(element: Locator): Promise<{ words: string; amount: string }> {
  return { words: oneSpaced(await element.innerText()), amount: oneSpaced(await element.locator('.price__amount').innerText()) };
}

/** The card of the reference product among those on screen. */
const referenceCard = (page: Page) => page.locator('.product-card', { has: page.locator('.product-card__reference', { hasText: new RegExp(`^${reference}$`) }) });

describe.each(Object.entries(cases))('for %s', (_audience, { category, from, label, taxIncluded, compare, favorite, favorites }) => {
  test('the card, the product page, the comparator, the favourites and the JSON-LD show one price with one VAT label', async () => {
    const { page, problems, goto, close } = await visit(fixture.browser, fixture.site, 'desktop');
    await goto(category);
    const card = referenceCard(page);
    const onCard = await priceIn(card.locator('.product-card__price'));
    expect(onCard.words).toBe(`${from}${onCard.amount} ${label}`);
    expect(onCard.amount).toMatch(/^\d+,\d{2} £$/);

    await card.locator('.product-card__link').click();
    await page.waitForURL(/\/product\//);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    // The first pack is the smallest and the cheapest: the card's "From" price, without "From".
    const onPage = await priceIn(page.locator('.variants__price'));
    expect(onPage).toEqual({ words: `${onCard.amount} ${label}`, amount: onCard.amount });

    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as { '@graph': Record<string, any>[] };
    const offers = jsonLd['@graph'].find((node) => node['@type'] === 'Product')!.offers;
    expect(offers).toMatchObject({ '@type': 'AggregateOffer', priceCurrency: 'GBP', lowPrice: amountOf(onCard.amount).toFixed(2) });
    expect(offers.offers[0]).toMatchObject({
      price: amountOf(onCard.amount).toFixed(2),
      priceCurrency: 'GBP',
      priceSpecification: { price: amountOf(onCard.amount).toFixed(2), priceCurrency: 'GBP', valueAddedTaxIncluded: taxIncluded },
    });
    for (const offer of offers.offers) expect(offer.priceSpecification.valueAddedTaxIncluded).toBe(taxIncluded);

    await page.getByRole('button', { name: favorite, exact: true }).click();
    await page.getByRole('button', { name: compare, exact: true }).click();
    await page.locator('.compare-tray a[href*="compar"]').click();
    await page.waitForURL(/\/compar(?:ator|ateur)$/);
    await expect.poll(() => page.locator('.comparator__prices td').count()).toBe(1);
    const inComparator = await priceIn(page.locator('.comparator__prices td'));
    expect(inComparator).toEqual(onCard);

    await goto(favorites);
    await expect.poll(() => page.locator('main .product-card').count()).toBe(1);
    expect(await priceIn(referenceCard(page).locator('.product-card__price'))).toEqual(onCard);
    expect(problems).toEqual([]);
    await close();
  });
});
