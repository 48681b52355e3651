/**
 * The tag manager: loaded only after consent and only when an id is configured (spec §9).
 * Page tracking is off: nothing is pushed when the visitor moves between pages. Do-not-track
 * is not respected: the visitor's consent decides, not the browser's DNT flag. Misuse is
 * logged in the spec's words, with the offending event.
 */
import { pageShown } from '../../kernel/ui/page-shown.ts';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export const MISSING_DATA_LAYER = 'missing dataLayer';
export const EVENT_NOT_OBJECT = 'event must be an object';
export const MISSING_EVENT_PROPERTY = 'missing event property';

const TAG_MANAGER_ID = /^GTM-[A-Z0-9]{4,12}$/;

export function isTagManagerId(id: string): boolean {
  return TAG_MANAGER_ID.test(id);
}

/** Pushes one event to the data layer; anything malformed is logged and dropped. */
export function pushTagEvent(event: unknown): boolean {
  if (typeof window === 'undefined' || !Array.isArray(window.dataLayer)) {
    console.warn(MISSING_DATA_LAYER, event);
    return false;
  }
  if (typeof event !== 'object' || event === null || Array.isArray(event)) {
    console.warn(EVENT_NOT_OBJECT, event);
    return false;
  }
  if (typeof (event as { event?: unknown }).event !== 'string') {
    console.warn(MISSING_EVENT_PROPERTY, event);
    return false;
  }
  window.dataLayer.push(event);
  return true;
}

/**
 * Adds the tag manager's script once; an id that is not a container id is never used in a URL. A
 * prerendered page adds it when it is shown (decision 170): a page prepared but never seen counts nothing.
 */
export async function loadTagManager(id: string, nonce: string | undefined): Promise<void> {
  await pageShown();
  if (!isTagManagerId(id) || document.getElementById('tag-manager')) return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.id = 'tag-manager';
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
  if (nonce) script.nonce = nonce;
  document.head.append(script);
}
