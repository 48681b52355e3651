/**
 * The free-shipping threshold (spec §9): a back-office setting, in the plan's currency, hidden
 * without an amount, shown with the cart (decision 195): the footer's selling points promise
 * nothing the site has no basket for.
 */
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, test } from 'vitest';
import type { SalesPlan, Setting } from '../../src/shared/kernel/api/entities/site.ts';
import { $salesPlan, $settings } from '../../src/shared/features/app/model.ts';
import { messagesFor } from '../../src/shared/kernel/i18n/catalogue.ts';
import { accountMessages } from '../../src/shared/kernel/i18n/en/account.ts';
import { CartSummary } from '../../src/shared/features/cart/cart-summary.tsx';
import { FreeShippingNotice, freeShippingThreshold } from '../../src/shared/features/cart/free-shipping-notice.tsx';
import { SellingPoints } from '../../src/shared/layout/footer/selling-points.tsx';

const plan = (symbol: string) => ({ id: 1, target: 'pro', label: 'Pro', currency: { code: 'X', symbol }, tax_rate: 0.2 }) as SalesPlan;
const threshold = (...values: string[]): Setting[] => [{ code: 'free_shipping_threshold', values }] as Setting[];

function render(element: React.ReactElement, settings: readonly Setting[], salesPlan: SalesPlan | null): string {
  const scope = fork({ values: [[$settings, settings], [$salesPlan, salesPlan]] });
  return renderToStaticMarkup(
    <Provider value={scope}>
      <IntlProvider locale="en-GB" messages={messagesFor('en', accountMessages)}>
        {element}
      </IntlProvider>
    </Provider>,
  );
}

describe('the free-shipping threshold', () => {
  test('is read from its setting: a positive amount, the first value, decimal comma or point', () => {
    expect(freeShippingThreshold(threshold('150'))).toBe(150);
    expect(freeShippingThreshold(threshold('49,90', '10'))).toBe(49.9);
    expect(freeShippingThreshold(threshold('75.5'))).toBe(75.5);
  });

  test('is absent when no amount is set', () => {
    expect(freeShippingThreshold([])).toBeUndefined();
    expect(freeShippingThreshold(threshold())).toBeUndefined();
    expect(freeShippingThreshold(threshold(''))).toBeUndefined();
    expect(freeShippingThreshold(threshold('0'))).toBeUndefined();
    expect(freeShippingThreshold(threshold('free'))).toBeUndefined();
  });

  test('shows the amount with the current sales plan’s currency sign', () => {
    expect(render(<FreeShippingNotice />, threshold('150'), plan('£'))).toBe('<p class="cart-summary__free-shipping">Free delivery from 150\u00A0£</p>');
    expect(render(<FreeShippingNotice />, threshold('49,9'), plan('€'))).toBe('<p class="cart-summary__free-shipping">Free delivery from 49,90\u00A0€</p>');
    expect(render(<FreeShippingNotice />, threshold(''), plan('£'))).toBe('');
  });

  test('is told with the cart, not among the footer’s selling points', () => {
    const points: Setting[] = [{ code: 'selling_points_pro', values: ['Made in France'] }] as Setting[];
    const sellingPoints = render(<SellingPoints />, [...points, ...threshold('150')], plan('£'));
    // One point, with its tick.
    expect(sellingPoints).toMatch(/^<ul class="selling-points"><li><svg aria-hidden="true"[^>]*class="icon selling-points__tick">.*?<\/svg>Made in France<\/li><\/ul>$/);
    expect(render(<SellingPoints />, threshold('150'), plan('£'))).toBe('');
    expect(render(<CartSummary />, threshold('150'), plan('£'))).toContain('Free delivery from 150\u00A0£');
    expect(render(<CartSummary />, threshold(''), plan('£'))).not.toContain('Free delivery');
  });
});
