/**
 * Resolves once the page is hydrated for good: the document (with every streamed section) has
 * loaded, the app marked itself hydrated, and the browser is idle, so React has no hydration
 * left to do. State changed after that cannot make a server-rendered part mismatch.
 */
export function afterHydration(root: HTMLElement = document.documentElement): Promise<void> {
  return documentLoaded()
    .then(() => hydratedMark(root))
    .then(idle);
}

function documentLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

function hydratedMark(root: HTMLElement): Promise<void> {
  if (root.dataset.hydrated === 'true') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (root.dataset.hydrated !== 'true') return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
  });
}

function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 1000 });
    else setTimeout(resolve, 0);
  });
}
