/**
 * The render cache's key of a page request (docs/decisions/121, 163), derived from every field of
 * the PageRequest: `keyParts` must name each one (tsc checks), so nothing a page can read is left
 * out of the key.
 */
import type { Router } from '../kernel/routing/router.ts';
import type { PageRequest } from './page-request.ts';
import { routePage } from './route-page.ts';

/** A field that makes the page one visitor's own: it is never kept nor served from a cache. */
const personal = Symbol('personal');

type KeyPart<Value> = (value: Value) => string | typeof personal;

/** How each field enters the key: its value, or `personal`. Adding a field to PageRequest without one here fails to compile. */
const keyParts = {
  path: (path) => path,
  query: (query) => query,
  preferredLocale: (code) => code ?? '',
  supportsWebp: (webp) => (webp ? 'webp' : 'no-webp'),
  crawler: (crawler) => (crawler ? 'crawler' : 'person'),
  signedIn: (signedIn) => (signedIn ? personal : 'anonymous'),
  postedForm: (form) => (form ? personal : 'not-posted'),
} satisfies { readonly [Field in keyof PageRequest]-?: KeyPart<PageRequest[Field]> };

const keyFields = Object.keys(keyParts) as (keyof PageRequest)[];

/**
 * The render cache's key of a page request (docs/decisions/121): every field of the request, or
 * undefined when the page must be rendered for itself: a personal field, a redirect decided by
 * the address alone, or a path no route matches (a 404, never kept).
 */
export function pageRequestKey(request: PageRequest, router: Router): string | undefined {
  const parts: string[] = [];
  for (const field of keyFields) {
    const part = (keyParts[field] as KeyPart<unknown>)(request[field]);
    if (part === personal) return undefined;
    parts.push(part);
  }
  const routed = routePage(request, router);
  if (routed.kind === 'redirect' || !routed.match) return undefined;
  return JSON.stringify(parts);
}
