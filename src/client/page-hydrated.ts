/**
 * When the server-rendered page has hydrated for good. React commits the shell first and hydrates
 * each Suspense boundary after it, at a lower priority; a boundary whose code loads lazily waits
 * for it, and until then a click on its buttons is dropped. So the shell's own effect is not the
 * moment: the page is hydrated once the document (with every streamed section) has been parsed, React
 * has done the hydration it can (the browser is idle), and every lazily loaded part it asked for
 * meanwhile has mounted.
 */
import { whenDocumentParsed } from '../shared/kernel/ui/document-parsed.ts';
import { lazyPartsMounted } from '../shared/kernel/ui/lazy-part.tsx';

export async function pageHydrated(shellHydrated: Promise<void>): Promise<void> {
  await shellHydrated;
  await documentParsed();
  await browserIdle();
  await lazyPartsMounted();
  // The parts just mounted may hold boundaries of their own, hydrated in the next passes.
  await browserIdle();
}

/** Not the load event, which waits for every picture and font too. */
function documentParsed(): Promise<void> {
  return new Promise((resolve) => whenDocumentParsed(resolve));
}

/** React's hydration passes are tasks: the browser is idle once they are done. */
function browserIdle(): Promise<void> {
  return new Promise((resolve) => {
    // The time-out only keeps a page whose main thread never rests from waiting for ever.
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 3000 });
    else setTimeout(resolve, 0);
  });
}
