import { Suspense, use, type ReactNode } from 'react';
import { ErrorBoundary } from './error-boundary.tsx';
import { deferredElementId, type Deferred } from './deferred.ts';
import { toScriptJson } from './script-json.ts';

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
  const resolved = use(value.promise as Promise<T>);
  return (
    <>
      {children(resolved)}
      {value.key !== undefined && (
        <script
          type="application/json"
          id={deferredElementId(value.key)}
          dangerouslySetInnerHTML={{ __html: toScriptJson(resolved) }}
        />
      )}
    </>
  );
}
