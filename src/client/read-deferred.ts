import { deferredElementId } from '../shared/kernel/data/deferred.ts';
import type { DeferredReading } from '../shared/kernel/data/loader-data.ts';

/** A deferred value the server streamed into the page, or the error that it never came. */
export function readDeferredFromPage(key: string): DeferredReading {
  const element = document.getElementById(deferredElementId(key));
  if (!element?.textContent) return { ok: false, error: new Error(`deferred "${key}" was not rendered`) };
  return { ok: true, value: JSON.parse(element.textContent) };
}
