import { isTailSegment } from './segments.ts';

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
