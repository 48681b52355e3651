import { createElement, type HTMLAttributes, type ReactNode } from 'react';
import { useInBrowserRoot } from './island.tsx';

interface StaticPartProps extends HTMLAttributes<HTMLElement> {
  /** The element that holds the part (a `div` unless told). */
  readonly as?: 'div' | 'ul' | 'section' | 'span';
  readonly children?: ReactNode;
}

/**
 * A part that never changes once rendered (a mega-menu's panel, the drawer's contacts): rendered
 * on the server from data the browser is not sent, by code it does not load, and kept as the
 * server wrote it when the page or its island hydrates. React hydrates an element given
 * `dangerouslySetInnerHTML` as a leaf, without reading or replacing its children, and sets its
 * inner HTML again only when that prop changes, which it never does here. Its own attributes stay
 * the island's to change (`hidden`, `data-open`). Events from inside it still reach the island's
 * handlers: React finds the nearest element it rendered.
 */
export function StaticPart({ as = 'div', children, ...attributes }: StaticPartProps) {
  if (useInBrowserRoot()) return createElement(as, { ...attributes, suppressHydrationWarning: true, dangerouslySetInnerHTML: keptAsServed });
  return createElement(as, attributes, children);
}

const keptAsServed = Object.freeze({ __html: '' });
