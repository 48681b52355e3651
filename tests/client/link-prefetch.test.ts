/** When and how links are prefetched (spec §9, issue 23): idle, 2 s at the latest; never on 2g, data saver or offline. */
import { afterEach, expect, test, vi } from 'vitest';
import { canHover, canPrefetch, HOVER_INTENT_MS, LinkPrefetcher, PREFETCH_IDLE_TIMEOUT_MS, VIEWPORT_DWELL_MS, whenIdle } from '../../src/client/link-prefetch.ts';

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

type Intersections = { isIntersecting: boolean; target: object }[];

/** An IntersectionObserver whose reports the test sends itself, through the last one created; `watched` is what it observes. */
function stubIntersectionObserver(): { report(entries: Intersections): void; readonly watched: Set<object> } {
  let callback: (entries: Intersections) => void = () => undefined;
  const watched = new Set<object>();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(observed: typeof callback) {
        callback = observed;
      }
      observe(element: object) {
        watched.add(element);
      }
      unobserve(element: object) {
        watched.delete(element);
      }
    },
  );
  return { report: (entries) => callback(entries), watched };
}

function documentLinkWorld() {
  vi.useFakeTimers();
  const idle: (() => void)[] = [];
  vi.stubGlobal('window', { requestIdleCallback: (task: () => void) => idle.push(task), cancelIdleCallback: () => undefined, setTimeout, clearTimeout });
  const onScreen = stubIntersectionObserver();
  const link = () => {
    const attributes = new Map<string, string>();
    const element = {
      setAttribute: (name: string, value: string) => attributes.set(name, value),
      hasAttribute: () => false,
      closest: (selector: string) => (selector === 'main' ? {} : null),
    };
    return { attributes, element: element as unknown as HTMLAnchorElement };
  };
  return { idle, link, watched: onScreen.watched, show: (element: object, inView = true) => onScreen.report([{ isIntersecting: inView, target: element }]) };
}

test('on a touch screen, the one page link in view once the screen stands still a second is marked for the speculation rules', () => {
  const world = documentLinkWorld();
  vi.stubGlobal('navigator', browser({ effectiveType: '4g' }));
  const prefetch = vi.fn();
  const prefetcher = new LinkPrefetcher(prefetch, true);
  const [stays, scrolledPast] = [world.link(), world.link()];
  prefetcher.observe(stays.element, '/product/fine-filler');
  prefetcher.observe(scrolledPast.element, '/product/multi-filler');
  world.idle.splice(0).forEach((task) => task());
  world.show(stays.element);
  world.show(scrolledPast.element);
  // Two in view: the next page is anybody's guess.
  vi.advanceTimersByTime(VIEWPORT_DWELL_MS * 2);
  expect(stays.attributes.size + scrolledPast.attributes.size).toBe(0);
  // A scroll leaves one: it is marked once the screen has stood still a second.
  world.show(scrolledPast.element, false);
  vi.advanceTimersByTime(VIEWPORT_DWELL_MS - 1);
  expect(stays.attributes.size).toBe(0);
  vi.advanceTimersByTime(1);
  expect([...stays.attributes]).toEqual([['data-prefetch', '']]);
  expect([...scrolledPast.attributes]).toEqual([]);
  // The client fetches nothing itself.
  expect(prefetch).not.toHaveBeenCalled();
});

test('at most two page links are marked per page, and none on a slow connection', () => {
  const world = documentLinkWorld();
  vi.stubGlobal('navigator', browser({ effectiveType: '2g' }));
  const prefetcher = new LinkPrefetcher(vi.fn(), true);
  const links = [world.link(), world.link(), world.link(), world.link()];
  links.forEach((link, index) => prefetcher.observe(link.element, `/page-${index}`));
  world.idle.splice(0).forEach((task) => task());
  const showAlone = (index: number) => {
    links.forEach((link, other) => world.show(link.element, other === index));
    vi.advanceTimersByTime(VIEWPORT_DWELL_MS);
  };
  showAlone(0);
  expect(links[0]!.attributes.size).toBe(0);
  vi.stubGlobal('navigator', browser({ effectiveType: '4g' }));
  for (const index of [1, 2, 3]) showAlone(index);
  expect(links.map((link) => link.attributes.size)).toEqual([0, 1, 1, 0]);
  // The budget spent, no page link is watched any more, nor any mounted later.
  expect(world.watched.size).toBe(0);
  prefetcher.observe(world.link().element, '/page-later');
  world.idle.splice(0).forEach((task) => task());
  expect(world.watched.size).toBe(0);
});

test('where a pointer hovers links, document links are left to the hover', () => {
  expect(canHover({ matchMedia: () => ({ matches: false }) } as unknown as Window)).toBe(true);
  expect(canHover({ matchMedia: (query: string) => ({ matches: query === '(hover: none)' }) } as unknown as Window)).toBe(false);
  const world = documentLinkWorld();
  vi.stubGlobal('navigator', browser());
  const prefetcher = new LinkPrefetcher(vi.fn(), false);
  const link = world.link();
  prefetcher.observe(link.element, '/a');
  expect(world.idle).toEqual([]);
});

test('pages in view are fetched one after the other, each once the browser is idle again; a page linked twice once', async () => {
  const idle: (() => void)[] = [];
  vi.stubGlobal('window', { requestIdleCallback: (task: () => void) => idle.push(task), cancelIdleCallback: () => undefined });
  vi.stubGlobal('navigator', browser());
  const onScreen = stubIntersectionObserver();
  const loads: { href: string; done: () => void }[] = [];
  const prefetcher = new LinkPrefetcher((href) => new Promise<void>((resolve) => loads.push({ href, done: resolve })), true);
  // Links the client follows itself (another filter of the screen): marked data-client-nav.
  const links = ['/a', '/b', '/a'].map((href) => ({ element: { href, hasAttribute: (name: string) => name === 'data-client-nav' } as unknown as HTMLAnchorElement, href }));
  for (const link of links) prefetcher.observe(link.element, link.href);
  idle.splice(0).forEach((task) => task());
  onScreen.report(links.map((link) => ({ isIntersecting: true, target: link.element })));
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

test('where a pointer hovers links, a screen the client shows is fetched when the pointer rests on its link, not when in view', () => {
  const world = documentLinkWorld();
  vi.stubGlobal('navigator', browser());
  const prefetch = vi.fn(() => Promise.resolve());
  const prefetcher = new LinkPrefetcher(prefetch, false);
  const listeners = new Map<string, () => void>();
  const filter = {
    hasAttribute: (name: string) => name === 'data-client-nav',
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
  } as unknown as HTMLAnchorElement;
  const stop = prefetcher.observe(filter, '/category/smoothing/__FORM__powder');
  world.idle.splice(0).forEach((task) => task());
  expect(world.watched.size).toBe(0);
  // Passing over it on the way elsewhere is not pointing at it.
  listeners.get('pointerenter')!();
  vi.advanceTimersByTime(HOVER_INTENT_MS - 1);
  listeners.get('pointerleave')!();
  vi.advanceTimersByTime(HOVER_INTENT_MS);
  expect(prefetch).not.toHaveBeenCalled();
  listeners.get('pointerenter')!();
  vi.advanceTimersByTime(HOVER_INTENT_MS);
  expect(prefetch.mock.calls).toEqual([['/category/smoothing/__FORM__powder']]);
  // Fetched once: the link is no longer watched.
  expect(listeners.size).toBe(0);
  stop();
  // None on a connection that pays for its bytes.
  vi.stubGlobal('navigator', browser({ saveData: true }));
  const another = prefetcher.observe(filter, '/category/smoothing/__FORM__paste');
  listeners.get('pointerenter')!();
  vi.advanceTimersByTime(HOVER_INTENT_MS);
  expect(prefetch).toHaveBeenCalledOnce();
  another();
});
