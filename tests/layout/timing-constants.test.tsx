/** Spec §4 / §9 timings that live in hooks and styles: resize re-detection 1000 ms, progress bar 5000 ms. */
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { afterEach, expect, test, vi } from 'vitest';
import { ProgressBar } from '../../src/shared/layout/widgets/progress-bar.tsx';
import { progressTiming } from '../../src/shared/layout/widgets/progress-timing.ts';
import { debounce } from '../../src/shared/features/device/debounce.ts';
import { resizeDebounceMs } from '../../src/shared/features/device/use-device-detection.ts';
import { messagesFor } from '../../src/shared/kernel/i18n/catalogue.ts';

afterEach(() => vi.useRealTimers());

test('the device class is measured again 1000 ms after the last resize, once', () => {
  vi.useFakeTimers();
  expect(resizeDebounceMs).toBe(1000);
  const measure = vi.fn();
  const onResize = debounce(measure, resizeDebounceMs);
  onResize(800);
  vi.advanceTimersByTime(600);
  onResize(500);
  vi.advanceTimersByTime(999);
  expect(measure).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(measure).toHaveBeenCalledExactlyOnceWith(500);
  onResize(900);
  onResize.cancel();
  vi.advanceTimersByTime(2000);
  expect(measure).toHaveBeenCalledOnce();
});

test('the progress bar runs 5000 ms, after a 200 ms throttle, and hides 500 ms after the end', () => {
  expect(progressTiming).toEqual({ throttleMs: 200, durationMs: 5000, hideDelayMs: 500 });
  const html = renderToStaticMarkup(
    <IntlProvider locale="en-GB" messages={messagesFor('en')}>
      <ProgressBar />
    </IntlProvider>,
  );
  expect(html).toContain('style="--progress-duration:5000ms"');
});
