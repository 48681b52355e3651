/** When links are prefetched (spec §9): idle, 2 s at the latest; never on 2g, data saver or offline. */
import { afterEach, expect, test, vi } from 'vitest';
import { canPrefetch, LinkPrefetcher, PREFETCH_IDLE_TIMEOUT_MS, whenIdle } from '../../src/client/link-prefetch.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const browser = (connection?: object, onLine = true) => ({ onLine, connection }) as unknown as Navigator;

test('the connection decides: 2g, slow-2g, the data saver and offline skip prefetching', () => {
  expect(canPrefetch(browser())).toBe(true);
  expect(canPrefetch(browser({ effectiveType: '4g', saveData: false }))).toBe(true);
  expect(canPrefetch(browser({ effectiveType: '3g' }))).toBe(true);
  expect(canPrefetch(browser({ effectiveType: '2g' }))).toBe(false);
  expect(canPrefetch(browser({ effectiveType: 'slow-2g' }))).toBe(false);
  expect(canPrefetch(browser({ effectiveType: '4g', saveData: true }))).toBe(false);
  expect(canPrefetch(browser(undefined, false))).toBe(false);
});

test('waits for an idle moment, 2 s at the latest', () => {
  const requestIdleCallback = vi.fn((_task: () => void, _options: { timeout: number }) => 7);
  const cancelIdleCallback = vi.fn();
  vi.stubGlobal('window', { requestIdleCallback, cancelIdleCallback });
  const task = () => undefined;
  const cancel = whenIdle(task);
  expect(PREFETCH_IDLE_TIMEOUT_MS).toBe(2000);
  expect(requestIdleCallback).toHaveBeenCalledWith(task, { timeout: 2000 });
  cancel();
  expect(cancelIdleCallback).toHaveBeenCalledWith(7);
});

test('without idle callbacks, waits the 2 s', () => {
  vi.useFakeTimers();
  vi.stubGlobal('window', { setTimeout, clearTimeout });
  const task = vi.fn();
  whenIdle(task);
  vi.advanceTimersByTime(1999);
  expect(task).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(task).toHaveBeenCalledOnce();
});

test('pages in view are fetched one after the other, each once the browser is idle again; a page linked twice once', async () => {
  const idle: (() => void)[] = [];
  let onScreen: (entries: { isIntersecting: boolean; target: object }[]) => void = () => undefined;
  vi.stubGlobal('window', { requestIdleCallback: (task: () => void) => idle.push(task), cancelIdleCallback: () => undefined });
  vi.stubGlobal('navigator', browser());
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: typeof onScreen) {
        onScreen = callback;
      }
      observe() {}
      unobserve() {}
    },
  );
  const loads: { href: string; done: () => void }[] = [];
  const prefetcher = new LinkPrefetcher((href) => new Promise<void>((resolve) => loads.push({ href, done: resolve })));
  const links = ['/a', '/b', '/a'].map((href) => ({ element: { href } as unknown as HTMLAnchorElement, href }));
  for (const link of links) prefetcher.observe(link.element, link.href);
  idle.splice(0).forEach((task) => task());
  onScreen(links.map((link) => ({ isIntersecting: true, target: link.element })));
  expect(loads).toEqual([]);
  idle.splice(0).forEach((task) => task());
  expect(loads.map((load) => load.href)).toEqual(['/a']);
  // The next page waits for the first to load, then for the browser to be idle again.
  expect(idle).toEqual([]);
  loads[0]!.done();
  await vi.waitFor(() => expect(idle).toHaveLength(1));
  idle.splice(0).forEach((task) => task());
  expect(loads.map((load) => load.href)).toEqual(['/a', '/b']);
  loads[1]!.done();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(idle).toEqual([]);
});
