import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { ErrorBoundary } from '../kernel/data/error-boundary.tsx';
import { usePage } from '../features/app/router-context.tsx';

/**
 * A region of the page (header, breadcrumb, content, footer, a lazily loaded part) that fails
 * alone in the browser: a render error in it (after a navigation, a click, new data) shows "This
 * part of the page could not be loaded" in its place and the rest of the page stays; the next
 * page gives it another try.
 *
 * On the server a region's error still fails the page's shell: the error page, status 500, kept
 * by no cache. A region is deliberately not a Suspense boundary, which would let the server send
 * the page without it: the browser hydrates a Suspense boundary after the shell has committed
 * and run its effects, which change shared state first (the device class, the saved lists), so
 * the region's server HTML no longer matched (seen on phones: the header; decision 166).
 */
export function PageRegion({ children }: { readonly children: ReactNode }) {
  return (
    <ErrorBoundary
      resetKey={usePage().url}
      fallback={
        <p role="alert">
          <FormattedMessage id="page.sectionFailed" />
        </p>
      }
    >
      {children}
    </ErrorBoundary>
  );
}
