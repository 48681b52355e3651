/**
 * The "keep for the worksite" action (decision 171): fetches each favourite's product page
 * through the offline worker, which keeps what the server marks, then the same page in the
 * other languages (its `<link rel="alternate" hreflang>`) and its technical sheets. Loaded on the
 * button's click, never with the favourites page.
 */
import { offlineKeepHeader, pageAccept } from '../../kernel/offline/offline-caches.ts';

export interface KeepProgress {
  readonly kept: number;
  readonly failed: number;
  readonly total: number;
  /** What the site stores on this device (the browser's estimate); undefined where it cannot tell. */
  readonly bytesUsed: number | undefined;
}

export async function keepProducts(productPaths: readonly string[], onProgress: (progress: KeepProgress) => void): Promise<void> {
  await workerInControl();
  let kept = 0;
  let failed = 0;
  for (const path of productPaths) {
    try {
      await keepProduct(path);
      kept += 1;
    } catch {
      failed += 1;
    }
    onProgress({ kept, failed, total: productPaths.length, bytesUsed: await bytesUsed() });
  }
}

async function keepProduct(path: string): Promise<void> {
  const page = new DOMParser().parseFromString(await keepFile(path, pageAccept), 'text/html');
  // The alternates name the canonical origin: this very site under its public name.
  const canonical = page.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.getAttribute('href');
  const siteOrigins = [location.origin, ...(canonical ? [new URL(canonical, location.href).origin] : [])];
  const sitePath = (link: Element) => sameSitePath(link.getAttribute('href'), location.href, siteOrigins);
  const alternates = [...page.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')]
    .filter((link) => link.hreflang !== 'x-default')
    .map(sitePath)
    .filter((alternate): alternate is string => alternate !== undefined && alternate !== path);
  const sheets = [...page.querySelectorAll<HTMLAnchorElement>('a[type="application/pdf"]')]
    .map(sitePath)
    .filter((sheet): sheet is string => sheet !== undefined);
  await Promise.all([...new Set(alternates)].map((alternate) => keepFile(alternate, pageAccept)));
  await Promise.all([...new Set(sheets)].map((sheet) => keepFile(sheet, 'application/pdf')));
}

/**
 * Fetches through the worker and checks it kept the answer: only a marked answer is. Without
 * credentials: a page rendered for a signed-in visitor is never marked (decision 171), the
 * anonymous page is what the worksite needs.
 */
async function keepFile(path: string, accept: string): Promise<string> {
  const response = await fetch(path, { headers: { accept }, credentials: 'omit' });
  if (!response.ok || response.headers.get(offlineKeepHeader) === null) throw new Error(`${path} may not be kept (${response.status})`);
  const body = accept === pageAccept ? await response.text() : '';
  if (accept !== pageAccept) await response.arrayBuffer();
  if (!(await caches.match(path, { ignoreVary: true }))) throw new Error(`${path} was not kept`);
  return body;
}

/**
 * A kept page's link as a path and query on this site: a relative link, or one on this site's
 * origins (this page's, and the canonical one the alternates name). Anything else (a sheet on a
 * CDN) is undefined: this site's worker cannot keep it, and the same path here would be a 404.
 */
export function sameSitePath(href: string | null, pageUrl: string, siteOrigins: readonly string[]): string | undefined {
  if (!href) return undefined;
  let url: URL;
  try {
    url = new URL(href, pageUrl);
  } catch {
    return undefined;
  }
  return siteOrigins.includes(url.origin) ? `${url.pathname}${url.search}` : undefined;
}

/** The worker keeps only what it answers: wait until it controls this page (it claims pages once active). */
async function workerInControl(): Promise<void> {
  if (!('serviceWorker' in navigator)) throw new Error('no service worker in this browser');
  await navigator.serviceWorker.ready;
  if (navigator.serviceWorker.controller) return;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the offline worker does not control the page')), 10_000);
    navigator.serviceWorker.addEventListener(
      'controllerchange',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

async function bytesUsed(): Promise<number | undefined> {
  return (await navigator.storage?.estimate?.())?.usage;
}
