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
  vi.stubGlobal('performance', { now: () => 1000 });
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
  for (const elapsed of [125, 250, 375, 499]) runFrameAt(1000 + elapsed);
  expect(positions).toEqual([1500, 1000, 500, 4]);
  expect(done).not.toHaveBeenCalled();
  runFrameAt(1500);
  expect(positions.at(-1)).toBe(0);
  expect(done).toHaveBeenCalledOnce();
  expect(hasFrame()).toBe(false);
});

test('jumps at once when the visitor prefers reduced motion', () => {
  const { positions, hasFrame } = fakeWindow(true);
  const done = vi.fn();
  scrollLinearly(0, scrollDurationMs, done);
  expect(positions).toEqual([0]);
  expect(done).toHaveBeenCalledOnce();
  expect(hasFrame()).toBe(false);
});
