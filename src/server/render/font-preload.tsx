import type { ReactNode } from 'react';
import { preload } from 'react-dom';

/**
 * Has React write `<link rel="preload" as="font">` for the typeface's latin file at the top of
 * the document head (decision 130). Server only: React leaves hoisted preloads out of hydration,
 * so the client bundle carries none of it.
 */
export function FontPreload({ href, children }: { readonly href: string; readonly children: ReactNode }) {
  if (href) preload(href, { as: 'font', type: 'font/woff2', crossOrigin: '' });
  return children;
}
