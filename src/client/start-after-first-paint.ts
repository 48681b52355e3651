/**
 * Starts the page's modules once the browser has painted the page's content (decision 169). In
 * the head, module preloads (about 150 KB, React's chunk first) competed with the first paint's
 * stylesheet, font and main picture on a slow line, and Lighthouse counts every request started
 * before the first contentful paint into its estimate of it: the pages painted at about 2.2 s on
 * its phone. Started at that paint, the modules and their preloads go out together (a few per
 * task), and hydration follows the paint instead of delaying it. A page opened in a background
 * tab (no paint) starts them at once, a browser without paint timing at its first frame, and any
 * page within three seconds. The entry's script names the worker that builds the Intl locale
 * tables off the main thread (decision 175): the islands' runtime starts it as it loads, a page
 * without it never does.
 *
 * A file of its own, the same for every page of a build (build.mjs writes the chunks' names into
 * it): the page names it with an async script, so a visitor fetches it once, where each page
 * carried it inline.
 */
import { intlTablesWorkerAttribute } from '../shared/app/asset-manifest.ts';

/** Written by build.mjs once the client build has named its chunks. */
declare const MODULES_AFTER_FIRST_PAINT: { readonly entry: string; readonly preloads: readonly string[]; readonly intlTablesWorker: string };

/** Each preload costs the main thread about 0.7 ms in a Lighthouse trace; a category page had 15. */
const preloadsPerTask = 5;

let started = false;

function start(): void {
  if (started) return;
  started = true;
  // The first batch, with the entry's own imports, goes out with the entry.
  preloadFrom(0);
  const script = document.createElement('script');
  script.type = 'module';
  script.src = MODULES_AFTER_FIRST_PAINT.entry;
  script.setAttribute(intlTablesWorkerAttribute, MODULES_AFTER_FIRST_PAINT.intlTablesWorker);
  document.head.append(script);
}

function preloadFrom(from: number): void {
  for (const href of MODULES_AFTER_FIRST_PAINT.preloads.slice(from, from + preloadsPerTask)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  if (from + preloadsPerTask < MODULES_AFTER_FIRST_PAINT.preloads.length) setTimeout(() => preloadFrom(from + preloadsPerTask), 0);
}

const paintTiming = self.PerformanceObserver?.supportedEntryTypes?.includes('paint') ?? false;
if (document.visibilityState === 'hidden') start();
else if (!paintTiming) requestAnimationFrame(() => setTimeout(start, 0));
else {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length) {
      observer.disconnect();
      start();
    }
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, 3000);
}
