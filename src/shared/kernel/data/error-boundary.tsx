import { Component, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  readonly fallback: ReactNode;
  readonly children: ReactNode;
  /** A new value (the next page's URL) gives the children another try. */
  readonly resetKey?: unknown;
}

/**
 * Shows `fallback` in place of children whose render threw, in the browser. The server ignores
 * it (React's server renderer has no error boundaries): there the error goes to the nearest
 * Suspense boundary (Await's own: the browser renders that part again, where this boundary
 * catches it), or, with none, fails the page's shell.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean; resetKey: unknown }> {
  override state = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: { resetKey: unknown }) {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
