import { useIntl } from 'react-intl';
import { progressTiming } from './progress-timing.ts';

/**
 * The bar of the navigations the browser makes within a screen (another filter of a listing),
 * idle as served: the screen swap moves it through its phases without React
 * (src/client/islands/navigation-progress.ts).
 */
export function ProgressBar() {
  const intl = useIntl();
  return (
    <div
      className="progress-bar"
      data-phase="idle"
      role="progressbar"
      aria-label={intl.formatMessage({ id: 'a11y.loading' })}
      aria-hidden="true"
      style={{ '--progress-duration': `${progressTiming.durationMs}ms` } as React.CSSProperties}
    />
  );
}
