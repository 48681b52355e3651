import { useUnit } from 'effector-react';
import { FormattedMessage } from 'react-intl';
import { $globalLoading } from './model.ts';

/** Says "please wait" while long work runs; the live region is always there so the change is announced. */
export function GlobalLoadingIndicator() {
  const loading = useUnit($globalLoading);
  return (
    <div className="global-loading" role="status" aria-live="polite" aria-busy={loading} data-active={loading || undefined}>
      {loading && (
        <>
          <span className="global-loading__spinner" aria-hidden="true" />
          <FormattedMessage id="loading.longWork" />
        </>
      )}
    </div>
  );
}
