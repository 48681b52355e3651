import { useUnit } from 'effector-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { $toasts, toastDismissed } from './model.ts';

/**
 * The toasts' live region. It is always in the page (empty on the server) so screen readers
 * announce what is added to it; a danger toast is an alert, the others are polite.
 */
export function Toasts() {
  const [toasts, dismiss] = useUnit([$toasts, toastDismissed]);
  const intl = useIntl();
  return (
    <div className="toasts" aria-live="polite" aria-relevant="additions">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.kind}`} role={toast.kind === 'danger' ? 'alert' : 'status'}>
          <p className="toast__message">
            <FormattedMessage id={toast.message} values={toast.values} />
          </p>
          <button type="button" className="toast__close" aria-label={intl.formatMessage({ id: 'toast.close' })} onClick={() => dismiss(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
