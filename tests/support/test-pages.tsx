/**
 * Page modules that exist only in tests, to drive the server into situations real pages reach
 * only by accident: a slow deferred section, a loader that throws, a render that never ends.
 */
import routes from '../../routes.ts';
import { useLoaderData } from '../../src/shared/features/app/router-context.tsx';
import { Await } from '../../src/shared/kernel/data/await.tsx';
import { defer, type Deferred } from '../../src/shared/kernel/data/deferred.ts';
import { PageResponse } from '../../src/shared/kernel/data/page-response.ts';
import { loadPageModule } from '../../src/shared/pages/load-page-module.ts';
import type { PageModule } from '../../src/shared/pages/page-module.ts';
import type { RouteDefinition } from '../../src/shared/kernel/routing/types.ts';

export const slowSectionMs = 600;

const wait = <T,>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

/** Sections of /test/held waiting for the test, one per request, oldest first. */
const heldSections: Array<(text: string) => void> = [];

/** How many requests of /test/held have rendered their shell and wait for their section. */
export const heldSectionCount = (): number => heldSections.length;

/** Lets the oldest waiting request of /test/held have its section. */
export function releaseHeldSection(): void {
  heldSections.shift()?.('the held section arrived');
}

/** The text /test/edited shows: what an editor's change to a page's content is to the server. */
let editedText = 'as first published';

export function editTestPage(text: string): void {
  editedText = text;
}

function SlowView() {
  const { title, slow } = useLoaderData<{ title: string; slow: Deferred<string> }>();
  return (
    <section>
      <h1>{title}</h1>
      <Await value={slow} fallback={<p>waiting for the slow section</p>} errorView={<p>slow section failed</p>}>
        {(text) => <p id="slow-section">{text}</p>}
      </Await>
    </section>
  );
}

const testPages: Record<string, PageModule> = {
  'test-slow': {
    default: SlowView,
    loader: async () => ({ title: 'Shell first', slow: defer(wait(slowSectionMs, 'the slow section arrived')) }),
    meta: () => ({ title: 'Slow page' }),
  } as PageModule,
  'test-held': {
    default: SlowView,
    // A section that arrives only when the test says so: what comes before it is ordered, not timed.
    loader: async () => ({ title: 'Shell first', slow: defer(new Promise<string>((resolve) => heldSections.push(resolve))) }),
    meta: () => ({ title: 'Held page' }),
  } as PageModule,
  'test-ready': {
    default: SlowView,
    // A deferred value already there when the page renders, as a catalogue answer the server shares.
    loader: async () => ({ title: 'Already there', slow: defer(Promise.resolve('the section was ready')) }),
    meta: () => ({ title: 'Ready page' }),
  } as PageModule,
  'test-prompt': {
    default: SlowView,
    // Data the back office answers at once, larger than React's default chunk (12,800 bytes).
    loader: async () => ({ title: 'Answered at once', slow: defer(wait(5, `the prompt section ${'arrived '.repeat(2000)}`)) }),
    meta: () => ({ title: 'Prompt page' }),
  } as PageModule,
  'test-deferred-fails': {
    default: SlowView,
    loader: async () => ({ title: 'A part fails', slow: defer(wait(5, undefined).then(() => Promise.reject(new Error('the slow section failed to load')))) }),
    meta: () => ({ title: 'Part fails' }),
  } as PageModule,
  'test-deferred-fails-late': {
    default: SlowView,
    loader: async () => ({ title: 'A part fails late', slow: defer(wait(slowSectionMs, undefined).then(() => Promise.reject(new Error('the slow section failed late')))) }),
    meta: () => ({ title: 'Part fails late' }),
  } as PageModule,
  'test-never': {
    default: SlowView,
    loader: async () => ({ title: 'Never finishes', slow: defer(new Promise<string>(() => undefined)) }),
    meta: () => ({ title: 'Never' }),
  } as PageModule,
  'test-throws': {
    default: () => <p>unreachable</p>,
    loader: async () => {
      throw new Error('secret stack detail from a loader');
    },
    meta: () => ({ title: 'Throws' }),
  },
  'test-render-throws': {
    default: () => {
      throw new Error('secret render failure');
    },
    meta: () => ({ title: 'Render throws' }),
  },
  'test-edited': {
    default: () => <p id="edited">{useLoaderData<{ text: string }>().text}</p>,
    loader: async () => ({ text: editedText }),
    meta: () => ({ title: 'Edited page' }),
  } as PageModule,
  'test-redirect': {
    default: () => null,
    loader: async () => {
      throw PageResponse.redirect('/professional-filler/contact', 301);
    },
    meta: () => ({ title: 'Moved' }),
  },
};

/** routes.ts with the test routes inserted before the CMS catch-all. */
export const routesWithTestPages: RouteDefinition[] = [
  ...routes.slice(0, -1),
  { name: 'test-slow', path: '/test/slow', page: 'test-slow', sitemap: false },
  { name: 'test-held', path: '/test/held', page: 'test-held', sitemap: false },
  { name: 'test-ready', path: '/test/ready', page: 'test-ready', sitemap: false },
  { name: 'test-prompt', path: '/test/prompt', page: 'test-prompt', sitemap: false },
  { name: 'test-deferred-fails', path: '/test/deferred-fails', page: 'test-deferred-fails', sitemap: false },
  { name: 'test-deferred-fails-late', path: '/test/deferred-fails-late', page: 'test-deferred-fails-late', sitemap: false },
  { name: 'test-never', path: '/test/never', page: 'test-never', sitemap: false },
  { name: 'test-throws', path: '/test/throws', page: 'test-throws', sitemap: false },
  { name: 'test-render-throws', path: '/test/render-throws', page: 'test-render-throws', sitemap: false },
  { name: 'test-redirect', path: '/test/redirect', page: 'test-redirect', sitemap: false },
  { name: 'test-edited', path: '/test/edited', page: 'test-edited', sitemap: false },
  routes[routes.length - 1]!,
];

export function loadPageModuleWithTestPages(page: string): Promise<PageModule> {
  return testPages[page] ? Promise.resolve(testPages[page]) : loadPageModule(page);
}
