/** The free-shipping threshold (spec §9): a back-office setting, in the plan's currency, hidden without an amount. */
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, test } from 'vitest';
import type { SalesPlan, Setting } from '../../src/shared/kernel/api/entities/site.ts';
import { $salesPlan, $settings } from '../../src/shared/features/app/model.ts';
import { messagesFor } from '../../src/shared/kernel/i18n/catalogue.ts';
import { FreeShippingNotice, freeShippingThreshold } from '../../src/shared/layout/footer/free-shipping-notice.tsx';
import { SellingPoints } from '../../src/shared/layout/footer/selling-points.tsx';

const plan = (symbol: string) => ({ id: 1, target: 'pro', label: 'Pro', currency: { code: 'X', symbol }, tax_rate: 0.2 }) as SalesPlan;
const threshold = (...values: string[]): Setting[] => [{ code: 'free_shipping_threshold', values }] as Setting[];

function render(element: React.ReactElement, settings: readonly Setting[], salesPlan: SalesPlan | null): string {
  const scope = fork({ values: [[$settings, settings], [$salesPlan, salesPlan]] });
  return renderToStaticMarkup(
    <Provider value={scope}>
      <IntlProvider locale="en-GB" messages={messagesFor('en')}>
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
    expect(render(<FreeShippingNotice />, threshold('150'), plan('£'))).toBe('Free delivery from 150\u00A0£');
    expect(render(<FreeShippingNotice />, threshold('49,9'), plan('€'))).toBe('Free delivery from 49,90\u00A0€');
  });

  test('is a selling point only when an amount is set', () => {
    const points: Setting[] = [{ code: 'selling_points_pro', values: ['Made in France'] }] as Setting[];
    const withAmount = render(<SellingPoints />, [...points, ...threshold('150')], plan('£'));
    expect(withAmount.match(/<li>/g)).toHaveLength(2);
    expect(withAmount).toContain('Free delivery from 150\u00A0£');
    const withoutAmount = render(<SellingPoints />, [...points, ...threshold('')], plan('£'));
    expect(withoutAmount.match(/<li>/g)).toHaveLength(1);
    expect(withoutAmount).not.toContain('Free delivery');
    expect(render(<SellingPoints />, [], plan('£'))).toBe('');
  });
});
