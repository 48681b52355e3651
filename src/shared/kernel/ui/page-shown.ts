/**
 * Prerendered pages (speculation rules, docs/decisions/170) run their scripts before the visitor
 * sees them, maybe never. What must only happen for a page seen — analytics, re-reading what
 * another page changed meanwhile — waits for it to be shown.
 */
function isPrerendering(): boolean {
  return typeof document !== 'undefined' && (document as Document & { prerendering?: boolean }).prerendering === true;
}

/** Settles at once on a page loaded for the visitor, or when a prerendered page is shown. */
export function pageShown(): Promise<void> {
  if (!isPrerendering()) return Promise.resolve();
  return new Promise((resolve) => document.addEventListener('prerenderingchange', () => resolve(), { once: true }));
}

/** Runs `task` when a prerendered page is shown; nothing on a page loaded for the visitor. */
export function whenPrerenderedPageShown(task: () => void): void {
  if (isPrerendering()) document.addEventListener('prerenderingchange', task, { once: true });
}
