/**
 * One price convention (decisions §4, decision 195): professionals see prices excluding VAT,
 * individuals including it, each with its label; "From" the lowest only when the packs differ.
 * The rule (`audiencePrice`, `packPrice`), the number (`formatPrice`) and the words
 * (`AudiencePriceText`, the `price.audience` message) in both languages.
 */
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { beforeAll, describe, expect, test } from 'vitest';
import { AudiencePriceText } from '../../src/shared/blocks/catalogue/audience-price.tsx';
import { $salesPlan } from '../../src/shared/features/app/model.ts';
import type { SalesPlan } from '../../src/shared/kernel/api/entities/site.ts';
import { audiencePrice, formatPrice, packPrice, type AudiencePrice } from '../../src/shared/kernel/format/price.ts';
import { messagesFor } from '../../src/shared/kernel/i18n/catalogue.ts';
import { loadTranslation } from '../../src/shared/kernel/i18n/translations.ts';
import type { Target } from '../../src/shared/kernel/routing/target.ts';

beforeAll(() => loadTranslation('fr'));

/** Three packs, as the back office prices them: 7.20 to 28.80 excluding VAT, 11 % VAT. */
const range = { min: 7.2, min_with_tax: 7.99, max: 28.8, max_with_tax: 31.97 };
/** A product sold in one pack only. */
const single = { min: 12.96, min_with_tax: 14.39, max: 12.96, max_with_tax: 14.39 };

const plan = { id: 17, target: 'pro', label: 'Professionals', currency: { code: 'GBP', symbol: '£' }, tax_rate: 0.11 } as SalesPlan;
const locales = { en: 'en-GB', fr: 'fr-FR' } as const;

function shown(price: AudiencePrice, language: keyof typeof locales): string {
  const scope = fork({ values: [[$salesPlan, plan]] });
  const html = renderToStaticMarkup(
    <Provider value={scope}>
      <IntlProvider locale={locales[language]} messages={messagesFor(language)}>
        <AudiencePriceText price={price} />
      </IntlProvider>
    </Provider>,
  );
  return html.replace(/<[^>]+>/g, '');
}

describe('the price an audience is shown', () => {
  test.each([
    ['pro', range, { amount: 7.2, taxIncluded: false, from: true }],
    ['part', range, { amount: 7.99, taxIncluded: true, from: true }],
    ['pro', single, { amount: 12.96, taxIncluded: false, from: false }],
    ['part', single, { amount: 14.39, taxIncluded: true, from: false }],
  ] as const)('%s, %j: %j', (target: Target, prices, expected) => {
    expect(audiencePrice(target, prices)).toEqual(expected);
  });

  test('is "From" only when the packs the audience pays differ in price', () => {
    // Equal excluding VAT, equal including it: one price, whoever looks.
    const sameEverywhere = { min: 5, min_with_tax: 5.55, max: 5, max_with_tax: 5.55 };
    expect(audiencePrice('pro', sameEverywhere)?.from).toBe(false);
    expect(audiencePrice('part', sameEverywhere)?.from).toBe(false);
  });

  test('is nothing when the plan prices nothing', () => {
    expect(audiencePrice('pro', { min: 0, min_with_tax: 0, max: 0, max_with_tax: 0 })).toBeUndefined();
    expect(audiencePrice('part', { min: 0, min_with_tax: 0, max: 0, max_with_tax: 0 })).toBeUndefined();
  });

  test('of one pack is never "From", and follows the audience', () => {
    const pack = { price: 21.6, price_with_tax: 23.98 };
    expect(packPrice('pro', pack)).toEqual({ amount: 21.6, taxIncluded: false, from: false });
    expect(packPrice('part', pack)).toEqual({ amount: 23.98, taxIncluded: true, from: false });
  });
});

describe('the words of a price', () => {
  test.each([
    ['pro', range, 'en', 'From 7,20\u00A0£ excl. VAT'],
    ['part', range, 'en', 'From 7,99\u00A0£ incl. VAT'],
    ['pro', single, 'en', '12,96\u00A0£ excl. VAT'],
    ['part', single, 'en', '14,39\u00A0£ incl. VAT'],
    ['pro', range, 'fr', 'À partir de 7,20\u00A0£\u00A0HT'],
    ['part', range, 'fr', 'À partir de 7,99\u00A0£\u00A0TTC'],
    ['pro', single, 'fr', '12,96\u00A0£\u00A0HT'],
    ['part', single, 'fr', '14,39\u00A0£\u00A0TTC'],
  ] as const)('%s, %j, in %s: %j', (target: Target, prices, language, text) => {
    expect(shown(audiencePrice(target, prices)!, language)).toBe(text);
  });

  test('the amount is set apart for the eye, with its currency', () => {
    const html = renderToStaticMarkup(
      <Provider value={fork({ values: [[$salesPlan, plan]] })}>
        <IntlProvider locale="en-GB" messages={messagesFor('en')}>
          <AudiencePriceText price={audiencePrice('pro', range)!} />
        </IntlProvider>
      </Provider>,
    );
    expect(html).toBe('From <strong class="price__amount">7,20\u00A0£</strong> excl. VAT');
  });

  test('French amounts are written as Intl writes them for fr-FR, grouping and spaces included', () => {
    const intl = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'GBP', currencyDisplay: 'narrowSymbol' });
    for (const amount of [7.2, 14.39, 1234.5, 98765.43]) {
      expect(formatPrice(amount, { locale: 'fr-FR', forceDecimals: true, currencySymbol: '£' })).toBe(intl.format(amount));
    }
  });
});
