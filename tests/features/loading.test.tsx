/** The global loading flag (spec §3, §4): on around long work, off when the last run ends, shown as a status. */
import { allSettled, createEffect, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { expect, test } from 'vitest';
import { $api } from '../../src/shared/features/app/model.ts';
import { orderAgainRequested } from '../../src/shared/features/cart/model.ts';
import { GlobalLoadingIndicator } from '../../src/shared/features/loading/global-loading-indicator.tsx';
import { $globalLoading, longWorkEnded, trackAsLongWork } from '../../src/shared/features/loading/model.ts';
import { locateVisitorFx } from '../../src/shared/features/store-locator/model.ts';
import { messagesFor } from '../../src/shared/kernel/i18n/catalogue.ts';
import { scriptedApi } from './support/scripted-api.ts';

/** An effect whose runs the test ends one by one. */
function heldWork() {
  const releases: ((fail: boolean) => void)[] = [];
  const effect = createEffect(() => new Promise<void>((resolve, reject) => releases.push((fail) => (fail ? reject(new Error('failed')) : resolve()))));
  trackAsLongWork(effect);
  return { effect, releases };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

test('the flag is on while any run is in flight, whether it succeeds or fails', async () => {
  const { effect, releases } = heldWork();
  const scope = fork();
  expect(scope.getState($globalLoading)).toBe(false);
  const first = allSettled(effect, { scope });
  const second = allSettled(effect, { scope });
  await tick();
  expect(scope.getState($globalLoading)).toBe(true);
  releases[0]!(true);
  await tick();
  expect(scope.getState($globalLoading)).toBe(true);
  releases[1]!(false);
  await Promise.all([first, second]);
  expect(scope.getState($globalLoading)).toBe(false);
});

test('an unmatched end never drives the flag below off', async () => {
  const { effect, releases } = heldWork();
  const scope = fork();
  await allSettled(longWorkEnded, { scope });
  const run = allSettled(effect, { scope });
  await tick();
  expect(scope.getState($globalLoading)).toBe(true);
  releases[0]!(false);
  await run;
  expect(scope.getState($globalLoading)).toBe(false);
});

test('ordering again and finding the visitor count as long work', async () => {
  let answerOrder: (value: unknown) => void = () => undefined;
  const api = scriptedApi({});
  api.call = (() => new Promise<unknown>((resolve) => (answerOrder = resolve))) as typeof api.call;
  const scope = fork({ values: [[$api, api]], handlers: [[locateVisitorFx, () => new Promise(() => undefined)]] });
  void allSettled(orderAgainRequested, { scope, params: { orderId: 4 } });
  await tick();
  expect(scope.getState($globalLoading)).toBe(true);
  answerOrder({ list: [] });
  await tick();
  expect(scope.getState($globalLoading)).toBe(false);
  void allSettled(locateVisitorFx, { scope });
  await tick();
  expect(scope.getState($globalLoading)).toBe(true);
});

function indicatorIn(scope: Scope): string {
  return renderToStaticMarkup(
    <Provider value={scope}>
      <IntlProvider locale="en-GB" messages={messagesFor('en')}>
        <GlobalLoadingIndicator />
      </IntlProvider>
    </Provider>,
  );
}

test('the indicator is a status region, busy and visible only while the flag is on', async () => {
  const { effect } = heldWork();
  const scope = fork();
  expect(indicatorIn(scope)).toBe('<div class="global-loading" role="status" aria-live="polite" aria-busy="false"></div>');
  void allSettled(effect, { scope });
  await tick();
  const busy = indicatorIn(scope);
  expect(busy).toContain('aria-busy="true"');
  expect(busy).toContain('data-active="true"');
  expect(busy).toContain('Please wait…');
});
