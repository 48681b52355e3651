/**
 * Client navigation resolves pages the shared way (src/shared/pages/resolve-page.ts), and a
 * loader's signal aborts once its page is no longer wanted: a newer navigation started, or the
 * visitor left the page it showed (docs/decisions/163).
 */
import { fork } from 'effector';
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import routes from '../../routes.ts';
import type { BackofficeClient } from '../../src/shared/kernel/api/client.ts';
import type { Site } from '../../src/shared/kernel/api/entities/site.ts';
import { configuredLocales } from '../../src/shared/kernel/config/locales.ts';
import { $salesPlan, $site, $target } from '../../src/shared/features/app/model.ts';
import type { LoaderArgs, PageModule } from '../../src/shared/pages/page-module.ts';
import { createRouter } from '../../src/shared/kernel/routing/router.ts';
import { ClientNavigation, type NavigationData } from '../../src/client/navigation.ts';

const router = createRouter(routes, configuredLocales);
const proPlan = { id: 1, target: 'pro', label: 'Professionals', currency: { code: 'GBP', symbol: '£' }, tax_rate: 0.2 };
const site = { id: 9, salesplan: [proPlan, { ...proPlan, id: 2, target: 'part' }] } as unknown as Site;

/** Each loader run, by path: its arguments, and the answer it waits for. */
const runs = new Map<string, { args: LoaderArgs; answer: (data: unknown) => void }>();
const module: PageModule = {
  default: () => null,
  meta: () => ({ title: 'Page' }),
  loader: (args) =>
    new Promise((resolve) => {
      runs.set(args.request.path + args.request.query, { args, answer: resolve });
    }),
};
const data: NavigationData = {
  api: {} as BackofficeClient,
  takeSwitchedPlan: () => undefined,
  detached: () => data,
};

// Navigation loads the resolution with its first use; loaded here, a flush is enough for a step.
beforeAll(() => import('../../src/shared/pages/resolve-page.ts'));

beforeEach(() => {
  runs.clear();
  const address = { href: 'http://site.test/', origin: 'http://site.test', pathname: '/', search: '' };
  vi.stubGlobal('location', address);
  vi.stubGlobal('window', { addEventListener: () => undefined, scrollTo: () => undefined });
  vi.stubGlobal('document', { cookie: '' });
  vi.stubGlobal('history', {
    pushState: (_state: unknown, _title: string, path: string) => {
      const url = new URL(path, address.href);
      Object.assign(address, { href: url.href, pathname: url.pathname, search: url.search });
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

function startNavigation() {
  const scope = fork({ values: [[$site, site], [$target, 'pro'], [$salesPlan, proPlan]] });
  const initial = { url: '/', match: router.match('/'), status: 200, module, data: undefined };
  return new ClientNavigation(router, scope, data, () => Promise.resolve(module), initial);
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
/** The loader run for a path, once it has started (on a loaded machine, a module import may take more than one flush). */
const runOf = (path: string) =>
  vi.waitFor(() => {
    const run = runs.get(path);
    if (!run) throw new Error(`no loader run for ${path} yet`);
    return run;
  });

test('a navigation superseded by a newer one has its loader signal aborted; the newer one keeps its own', async () => {
  const navigation = startNavigation();
  navigation.navigate('/professional-filler/contact');
  await flush();
  const first = await runOf('/professional-filler/contact');
  expect(first.args.signal.aborted).toBe(false);
  expect(first.args.request).toMatchObject({ path: '/professional-filler/contact', query: '', signedIn: false });

  navigation.navigate('/professional-filler/contact?page=2');
  await flush();
  const second = await runOf('/professional-filler/contact?page=2');
  expect(first.args.signal.aborted).toBe(true);
  expect(second.args.signal.aborted).toBe(false);

  // The superseded answer arriving late changes nothing: the newer page is the one shown.
  first.answer({ from: 'first' });
  second.answer({ from: 'second' });
  await flush();
  expect(navigation.getSnapshot()).toMatchObject({ pending: false, page: { url: '/professional-filler/contact?page=2', data: { from: 'second' } } });
});

test('leaving the page shown aborts the signal its loader ran with (its deferred data is no longer wanted)', async () => {
  const navigation = startNavigation();
  navigation.navigate('/professional-filler/contact');
  await flush();
  const shown = await runOf('/professional-filler/contact');
  shown.answer({});
  await flush();
  expect(navigation.getSnapshot().page.url).toBe('/professional-filler/contact');
  expect(shown.args.signal.aborted).toBe(false);
  navigation.navigate('/professional-filler/news');
  await flush();
  expect(shown.args.signal.aborted).toBe(true);
});

test('a prefetched page is resolved the shared way and taken by the navigation to it, its loader not run again', async () => {
  const navigation = startNavigation();
  void navigation.prefetch('/professional-filler/news');
  await flush();
  const prefetched = await runOf('/professional-filler/news');
  expect(prefetched.args.signal.aborted).toBe(false);
  prefetched.answer({ from: 'prefetch' });
  navigation.navigate('/professional-filler/news');
  await flush();
  // Taken: no second run of its loader.
  expect(runs.get('/professional-filler/news')).toBe(prefetched);
  expect(navigation.getSnapshot().page.data).toEqual({ from: 'prefetch' });
});
