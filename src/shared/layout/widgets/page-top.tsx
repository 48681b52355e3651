/** The id of the page's top element (spec §2), the go-to-top target. */
export const pageTopId = 'top';

/** The element at the very top of every page; focusable so that going to the top moves focus too. */
export function PageTop() {
  return <div id={pageTopId} tabIndex={-1} className="page-top" />;
}
