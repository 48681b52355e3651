import type { ReactElement, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Await } from '../data/await.tsx';
import type { Deferred } from '../data/deferred.ts';

interface AsyncSectionProps<T> {
  /** The loader's deferred value the section shows. */
  readonly value: Deferred<T>;
  /** The section once the value has arrived. */
  readonly children: (value: T) => ReactNode;
  /**
   * While the value streams in: the loading line (`'line'`, the default); the same line in the
   * block that keeps a listing's room (`'placeholder'`); nothing (`'none'`); or a view of the
   * section's own (the hero's empty frame).
   */
  readonly loading?: 'line' | 'placeholder' | 'none' | ReactElement;
  /**
   * If it fails: the failed line, an alert (`'alert'`, the default); or nothing (`'none'`), for a
   * part the screen does without (filters, news, a summary).
   */
  readonly failed?: 'alert' | 'none';
}

/**
 * A part of a screen that streams in after the shell (a deferred loader value, through `<Await>`),
 * with the site's one loading view and one failed view.
 */
export function AsyncSection<T>({ value, children, loading = 'line', failed = 'alert' }: AsyncSectionProps<T>) {
  const loadingView = loading === 'none' ? null : loading === 'line' ? <SectionLoading /> : loading === 'placeholder' ? <SectionLoading keepsRoom /> : loading;
  return (
    <Await value={value} fallback={loadingView} errorView={failed === 'none' ? null : <SectionFailed />}>
      {children}
    </Await>
  );
}

/**
 * The loading line of a part still on its way (a deferred value, a lazy part); `keepsRoom`: in the
 * block that keeps a listing's room, so the page does not shift when the part arrives.
 */
export function SectionLoading({ keepsRoom = false }: { readonly keepsRoom?: boolean }) {
  const intl = useIntl();
  return (
    <p className={keepsRoom ? 'listing__placeholder' : undefined} aria-busy="true">
      {intl.formatMessage({ id: 'page.loading' })}
    </p>
  );
}

/** The alert that a part of the page could not be loaded. */
function SectionFailed() {
  const intl = useIntl();
  return <p role="alert">{intl.formatMessage({ id: 'page.sectionFailed' })}</p>;
}
