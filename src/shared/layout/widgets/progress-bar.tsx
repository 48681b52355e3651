import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useRouterContext } from '../../features/app/router-context.tsx';

/** Spec §4 / §9: the bar appears after a 200 ms throttle, runs 5000 ms, hides 500 ms after the end. */
export const progressTiming = { throttleMs: 200, durationMs: 5000, hideDelayMs: 500 } as const;

type Phase = 'idle' | 'running' | 'finishing';

/** The bar of the navigations the client makes itself (another filter of a listing): an island on island pages. */
export function ProgressBar() {
  const intl = useIntl();
  const { pending } = useRouterContext();
  const [phase, setPhase] = useState<Phase>('idle');
  useEffect(() => {
    if (pending) {
      const show = setTimeout(() => setPhase('running'), progressTiming.throttleMs);
      return () => clearTimeout(show);
    }
    if (phase === 'idle') return;
    setPhase('finishing');
    const hide = setTimeout(() => setPhase('idle'), progressTiming.hideDelayMs);
    return () => clearTimeout(hide);
    // Only a change of `pending` starts or ends the bar; the phase is read, not watched.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pending]);
  return (
    <div
      className="progress-bar"
      data-phase={phase}
      role="progressbar"
      aria-label={intl.formatMessage({ id: 'a11y.loading' })}
      aria-hidden={phase === 'idle'}
      style={{ '--progress-duration': `${progressTiming.durationMs}ms` } as React.CSSProperties}
    />
  );
}
