import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';

/** Spec §4 / §9: the bar appears after a 200 ms throttle, runs 5000 ms, hides 500 ms after the end. */
export const progressTiming = { throttleMs: 200, durationMs: 5000, hideDelayMs: 500 } as const;

type Phase = 'idle' | 'running' | 'finishing';

export function ProgressBar({ pending }: { readonly pending: boolean }) {
  const intl = useIntl();
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
