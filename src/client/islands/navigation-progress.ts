/**
 * The progress bar of same-screen navigation (progress-bar.tsx renders it idle): shown once a
 * navigation has lasted the throttle, completed and hidden a moment after it ends. Plain DOM,
 * driven by the screen swap: a filter clicked loads no React for it.
 */
import { progressTiming, type ProgressPhase } from '../../shared/layout/widgets/progress-timing.ts';
import type { ScreenSwap } from './screen-swap.ts';

export function followNavigationProgress(screen: Pick<ScreenSwap, 'subscribe' | 'getSnapshot'>): void {
  let phase: ProgressPhase = 'idle';
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending = false;
  const show = (next: ProgressPhase) => {
    phase = next;
    const bar = document.querySelector<HTMLElement>('.progress-bar');
    if (!bar) return;
    bar.dataset.phase = next;
    bar.setAttribute('aria-hidden', String(next === 'idle'));
  };
  screen.subscribe(() => {
    // Only a change of `pending` starts or ends the bar.
    if (screen.getSnapshot().pending === pending) return;
    pending = !pending;
    clearTimeout(timer);
    if (pending) {
      timer = setTimeout(() => show('running'), progressTiming.throttleMs);
    } else if (phase !== 'idle') {
      show('finishing');
      timer = setTimeout(() => show('idle'), progressTiming.hideDelayMs);
    }
  });
}
