import { isTailSegment } from './segments.ts';

/**
 * Marks the parts of a document that differ from one filter, sort order or page of a screen to the
 * next (its content, breadcrumb and language links), by name: on a page of islands, following a
 * same-screen link puts the next document's parts in their place (src/client/islands/screen-swap.ts).
 */
export const screenPartAttribute = 'data-screen-part';

/** A page's path without its tail (filter and page segments, segments.ts), query or fragment. */
export function screenPath(href: string): string {
  const segments = href.split(/[?#]/, 1)[0]!.split('/');
  const tailStart = segments.findIndex(isTailSegment);
  return (tailStart === -1 ? segments : segments.slice(0, tailStart)).join('/');
}

/**
 * Whether `href` shows the screen on view (`currentUrl`) again with other filters, another page of
 * results, or another query or fragment: the same path before its tail, so the same route, locale,
 * audience and params. The client follows such a link itself (the screen stays, its list
 * changes); any other page link is a document navigation, which speculation rules prepare
 * (docs/decisions/170).
 */
export function isSameScreen(currentUrl: string, href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && screenPath(href) === screenPath(currentUrl);
}
