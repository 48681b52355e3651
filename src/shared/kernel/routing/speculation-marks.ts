/**
 * The marks on links that the document's speculation rules read (speculation-rules.ts): kept
 * apart from the rules' builder, which only the server runs (the client reads the block back
 * from the page).
 */

/** Marks a link the client follows without leaving the document (src/shared/features/app/link.tsx). */
export const clientNavigationAttribute = 'data-client-nav';
/** Marks a link seen on screen whose page the browser may prefetch (src/client/link-prefetch.ts). */
export const prefetchAttribute = 'data-prefetch';
