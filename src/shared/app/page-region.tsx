import { Suspense, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { ErrorBoundary } from '../data/error-boundary.tsx';
import { usePage } from './router-context.tsx';

interface PageRegionProps {
  readonly children: ReactNode;
  /**
   * The page's own content. When the server cannot render it, the page fails as a whole: the
   * error page in the layout, 500, never kept by a cache (a 200 with a hole where the content
   * goes would be indexed and cached). In the browser it fails alone, like any region.
   */
  readonly content?: boolean;
}

/**
 * A region of the page (header, breadcrumb, content, footer, a lazily loaded part) that fails
 * alone: a render error in it shows "This part of the page could not be loaded" in its place and
 * the rest of the page stays. In the browser its error boundary catches the error; the next page
 * gives it another try. On the server a region other than the content is also a Suspense boundary:
 * React sends the page (200, not kept by a cache) with the message in the region's place, and
 * the browser renders the region again. Regions never suspend as a whole (their lazy and
 * deferred parts have Suspense boundaries of their own), so the message shows only on a failure.
 */
export function PageRegion({ children, content }: PageRegionProps) {
  const failed = (
    <p role="alert">
      <FormattedMessage id="page.sectionFailed" />
    </p>
  );
  return (
    <ErrorBoundary fallback={failed} resetKey={usePage().url}>
      {content ? children : <Suspense fallback={failed}>{children}</Suspense>}
    </ErrorBoundary>
  );
}
