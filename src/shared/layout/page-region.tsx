import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { ErrorBoundary } from '../kernel/data/error-boundary.tsx';
import { usePage } from '../features/app/router-context.tsx';

/**
 * A region of the page that fails alone in the browser: each island (island-root.tsx), whose
 * render error (after a click, new data, the next screen) shows "This part of the page could not
 * be loaded" in its place while the rest of the page stays; the next screen gives it another try.
 *
 * On the server a render error still fails the page's shell: the error page, status 500, kept by
 * no cache (decision 166). A region is deliberately not a Suspense boundary, which would let the
 * server send the page without it.
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
