import { deferredElementId } from '../shared/kernel/data/deferred.ts';
import type { DeferredReading } from '../shared/kernel/data/loader-data.ts';

/**
 * Deferred values the server streams into the page: each as a `<script type="application/json">`
 * inside its Suspense boundary's content. Once React moves that content into place, the element
 * is in the document. But a boundary that an update reaches before its content has streamed (the
 * results page's tab, set from the URL's hash once hydrated) is rendered by the client instead:
 * React drops the server's copy, and when the content arrives its script removes it unread. So
 * while the document streams, the values leaving the document are kept here, and a reading asked
 * for before its value has arrived waits for it; what the whole document never brought is an error.
 */
const PREFIX = deferredElementId('');
const leftTheDocument = new Map<string, string>();
const waiting = new Map<string, Array<() => void>>();

function keep(node: Node): void {
  if (!(node instanceof Element)) return;
  const scripts = node.matches(`script[id^="${PREFIX}"]`) ? [node] : [...node.querySelectorAll(`script[id^="${PREFIX}"]`)];
  for (const script of scripts) {
    const key = script.id.slice(PREFIX.length);
    if (script.textContent) leftTheDocument.set(key, script.textContent);
  }
}

function wakeAll(): void {
  for (const wake of [...waiting.values()].flat()) wake();
  waiting.clear();
}

if (document.readyState === 'loading') {
  const observer = new MutationObserver((records) => {
    for (const record of records) record.removedNodes.forEach(keep);
    // A value may have arrived in place (its boundary was hydrated from the server's content).
    wakeAll();
  });
  observer.observe(document, { childList: true, subtree: true });
  document.addEventListener(
    'DOMContentLoaded',
    () => {
      observer.disconnect();
      wakeAll();
    },
    { once: true },
  );
}

function readNow(key: string): DeferredReading | undefined {
  const text = document.getElementById(deferredElementId(key))?.textContent || leftTheDocument.get(key);
  return text ? { ok: true, value: JSON.parse(text) } : undefined;
}

/** A deferred value the server streamed into the page; while the page still streams, once it arrives; or the error that it never came. */
export function readDeferredFromPage(key: string): DeferredReading | Promise<DeferredReading> {
  const now = readNow(key);
  if (now) return now;
  const missing: DeferredReading = { ok: false, error: new Error(`deferred "${key}" was not rendered`) };
  if (document.readyState !== 'loading') return missing;
  return new Promise((resolve) => {
    const check = () => {
      const arrived = readNow(key);
      if (arrived) return resolve(arrived);
      if (document.readyState !== 'loading') return resolve(missing);
      waiting.set(key, [...(waiting.get(key) ?? []), check]);
    };
    check();
  });
}
