/**
 * A discreet notice while the browser is offline (decision 171): the offline worker answers with
 * what it kept, and the visitor should know that is what they read. A polite live region, present
 * from the start so screen readers announce the notice when it appears; empty on the server and
 * while hydrating (online is assumed until the browser says otherwise).
 */
import { useSyncExternalStore } from 'react';
import { FormattedMessage } from 'react-intl';

function subscribe(changed: () => void): () => void {
  addEventListener('online', changed);
  addEventListener('offline', changed);
  return () => {
    removeEventListener('online', changed);
    removeEventListener('offline', changed);
  };
}

export function OfflineIndicator() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  return (
    <div className="offline-indicator" role="status" aria-live="polite">
      {!online && (
        <p className="offline-indicator__notice">
          <FormattedMessage id="offline.indicator" />
        </p>
      )}
    </div>
  );
}
