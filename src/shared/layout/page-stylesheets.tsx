/**
 * The page components' stylesheets, linked in the body just before `<main>` (decision 095): the
 * header above paints at once with the inline critical CSS, and the browser holds the paint of
 * everything after the link until its styles are there, so page content never shows unstyled
 * and then jumps (layout shift) when they arrive.
 */
import { createContext, use } from 'react';

export const PageStylesheetsContext = createContext<readonly string[]>([]);

export function PageStylesheets() {
  return use(PageStylesheetsContext).map((href) => <link key={href} rel="stylesheet" href={href} />);
}
