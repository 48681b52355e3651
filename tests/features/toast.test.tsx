import { allSettled, fork } from 'effector';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'effector-react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { compareLimitChanged, compareLimits, productCompareToggled } from '../../src/shared/features/comparator/model.ts';
import { $toasts, TOAST_DURATION_MS, toastDismissed, toastShown, unknownErrorToast } from '../../src/shared/features/toast/model.ts';
import { Toasts } from '../../src/shared/features/toast/toasts.tsx';
import { englishMessages } from '../../src/shared/kernel/i18n/en/index.ts';

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout'] }));
afterEach(() => vi.useRealTimers());

describe('toasts', () => {
  test(`are dismissed ${TOAST_DURATION_MS} ms after they are shown`, async () => {
    const scope = fork();
    const settled = allSettled(toastShown, { scope, params: unknownErrorToast });
    expect(scope.getState($toasts)).toEqual([{ id: 1, kind: 'danger', message: 'toast.unknownError' }]);
    await vi.advanceTimersByTimeAsync(TOAST_DURATION_MS - 1);
    expect(scope.getState($toasts)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(scope.getState($toasts)).toEqual([]);
  });

  test('each leaves on its own time, or sooner when closed', async () => {
    const scope = fork();
    const first = allSettled(toastShown, { scope, params: { kind: 'success', message: 'toast.defaultSuccess' } });
    await vi.advanceTimersByTimeAsync(1000);
    const second = allSettled(toastShown, { scope, params: { kind: 'info', message: 'toast.cartAdded' } });
    const third = allSettled(toastShown, { scope, params: { kind: 'info', message: 'toast.loggedOut' } });
    expect(scope.getState($toasts).map((toast) => toast.id)).toEqual([1, 2, 3]);
    // Settles only when every pending timer has run: the state is read as soon as it is launched.
    const closed = allSettled(toastDismissed, { scope, params: 3 });
    expect(scope.getState($toasts).map((toast) => toast.id)).toEqual([1, 2]);
    await vi.advanceTimersByTimeAsync(TOAST_DURATION_MS - 1000);
    expect(scope.getState($toasts).map((toast) => toast.id)).toEqual([2]);
    await vi.advanceTimersByTimeAsync(1000);
    await Promise.all([first, second, third, closed]);
    expect(scope.getState($toasts)).toEqual([]);
  });

  test.each([
    ['desktop', compareLimits.desktop, 'toast.compareFull.desktop', 'Only 5 products can be compared'],
    ['mobile', compareLimits.mobile, 'toast.compareFull.mobile', 'Only 3 products can be compared'],
  ] as const)('a full compare list on %s shows its message', async (_device, limit, id, text) => {
    const scope = fork();
    await allSettled(compareLimitChanged, { scope, params: limit });
    for (let product = 1; product <= limit; product += 1) await allSettled(productCompareToggled, { scope, params: product });
    expect(scope.getState($toasts)).toEqual([]);
    const refused = allSettled(productCompareToggled, { scope, params: 99 });
    expect(scope.getState($toasts)).toEqual([{ id: 1, kind: 'info', message: id }]);
    expect(englishMessages[id]).toBe(text);
    await vi.advanceTimersByTimeAsync(TOAST_DURATION_MS);
    await refused;
  });

  test('the live region is in the page even when empty; a danger toast is an alert', async () => {
    const scope = fork();
    const render = () =>
      renderToStaticMarkup(
        <Provider value={scope}>
          <IntlProvider locale="en-GB" messages={englishMessages}>
            <Toasts />
          </IntlProvider>
        </Provider>,
      );
    expect(render()).toBe('<div class="toasts" aria-live="polite" aria-relevant="additions"></div>');
    const shown = allSettled(toastShown, { scope, params: unknownErrorToast });
    expect(render()).toContain('role="alert"');
    expect(render()).toContain('An unknow error occured');
    expect(render()).toContain('aria-label="Close"');
    await vi.advanceTimersByTimeAsync(TOAST_DURATION_MS);
    await shown;
  });
});
