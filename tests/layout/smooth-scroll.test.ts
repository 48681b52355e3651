/** Spec §9: the go-to-top scroll takes 500 ms and moves linearly. */
import { afterEach, expect, test, vi } from 'vitest';
import { scrollDurationMs, scrollLinearly } from '../../src/shared/layout/widgets/smooth-scroll.ts';

afterEach(() => vi.unstubAllGlobals());

/** A window whose frames the test runs at chosen times. */
function fakeWindow(reducedMotion = false) {
  const positions: number[] = [];
  let frame: ((now: number) => void) | undefined;
  const window = {
    scrollY: 2000,
    scrollTo: (_x: number, y: number) => {
      window.scrollY = y;
      positions.push(y);
    },
    matchMedia: () => ({ matches: reducedMotion }),
  };
  vi.stubGlobal('window', window);
  vi.stubGlobal('requestAnimationFrame', (callback: (now: number) => void) => (frame = callback));
  const runFrameAt = (now: number) => {
    const callback = frame!;
    frame = undefined;
    callback(now);
  };
  return { positions, runFrameAt, hasFrame: () => frame !== undefined };
}

test('500 ms, linear: a quarter of the time covers a quarter of the way', () => {
  expect(scrollDurationMs).toBe(500);
  const { positions, runFrameAt, hasFrame } = fakeWindow();
  const done = vi.fn();
  scrollLinearly(0, scrollDurationMs, done);
  // The first frame starts the clock where the page stands.
  for (const elapsed of [0, 125, 250, 375, 499]) runFrameAt(1000 + elapsed);
  expect(positions).toEqual([2000, 1500, 1000, 500, 4]);
  expect(done).not.toHaveBeenCalled();
  runFrameAt(1500);
  expect(positions.at(-1)).toBe(0);
  expect(done).toHaveBeenCalledOnce();
  expect(hasFrame()).toBe(false);
});

test('is timed from its first frame, whatever the clock said when it was asked for', () => {
  const { positions, runFrameAt } = fakeWindow();
  vi.stubGlobal('performance', { now: () => 5000 });
  scrollLinearly(0, scrollDurationMs, vi.fn());
  // A frame stamped before the click (a busy machine) neither scrolls down nor skips ahead.
  runFrameAt(4900);
  runFrameAt(5150);
  expect(positions).toEqual([2000, 1000]);
});

test('jumps at once when the visitor prefers reduced motion', () => {
  const { positions, hasFrame } = fakeWindow(true);
  const done = vi.fn();
  scrollLinearly(0, scrollDurationMs, done);
  expect(positions).toEqual([0]);
  expect(done).toHaveBeenCalledOnce();
  expect(hasFrame()).toBe(false);
});
