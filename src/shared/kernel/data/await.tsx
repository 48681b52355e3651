import { Suspense, use, type ReactNode } from 'react';
import { ErrorBoundary } from './error-boundary.tsx';
import type { Deferred } from './deferred.ts';

interface AwaitProps<T> {
  readonly value: Deferred<T>;
  readonly fallback: ReactNode;
  readonly errorView: ReactNode;
  readonly children: (value: T) => ReactNode;
}

/** Shows a deferred loader value once it resolves; the shell and the rest stream before it. */
export function Await<T>({ value, fallback, errorView, children }: AwaitProps<T>) {
  return (
    <ErrorBoundary fallback={errorView}>
      <Suspense fallback={fallback}>
        <Resolved value={value}>{children}</Resolved>
      </Suspense>
    </ErrorBoundary>
  );
}

function Resolved<T>({ value, children }: { value: Deferred<T>; children: (value: T) => ReactNode }) {
  return children(use(value.promise as Promise<T>));
}
