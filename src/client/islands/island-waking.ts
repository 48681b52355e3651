/**
 * When each island wakes (src/shared/app/islands.ts), and the first event on one that has not
 * woken yet: a tap, click, key or focus wakes it, and is handled once it has hydrated.
 */
import type { IslandWake } from '../../shared/app/islands.ts';

/** What wakes an island declared `interaction`: the first of these inside it. */
const wakingEvents = ['pointerdown', 'focusin', 'keydown', 'click', 'mouseover'] as const;

export interface WakingIsland {
  readonly element: HTMLElement;
  readonly wake: IslandWake;
}

/**
 * Calls `woken` when the island's declaration says, or at the first event in it, whichever comes
 * first (`woken` hydrates it once, however often called). Until it has hydrated, a click in it is
 * held, not lost, and given to its control once the island runs; so is the focus React missed.
 */
export function watchIsland(island: WakingIsland, woken: (urgent: boolean) => Promise<void>): void {
  const { element, wake } = island;
  let hydrated = false;
  let heldClick: HTMLElement | undefined;
  const wakeNow = (urgent: boolean) =>
    void woken(urgent).then(() => {
      if (hydrated) return;
      hydrated = true;
      for (const type of wakingEvents) element.removeEventListener(type, onEvent, true);
      const active = document.activeElement;
      // React listens to focusin for onFocus: the focus it missed is told again.
      if (active instanceof HTMLElement && element.contains(active)) active.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      heldClick?.click();
    });
  const onEvent = (event: Event) => {
    const control = event.type === 'click' && event.target instanceof Element ? event.target.closest<HTMLElement>(clickable) : null;
    if (control && element.contains(control)) {
      // Held until the island handles it: a link is followed and a button pressed then.
      event.preventDefault();
      event.stopPropagation();
      heldClick = control;
    }
    wakeNow(true);
  };
  for (const type of wakingEvents) element.addEventListener(type, onEvent, true);

  if (wake === 'load') {
    wakeNow(false);
  } else if (wake === 'idle') {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => wakeNow(false), { timeout: 2000 });
    else setTimeout(() => wakeNow(false), 200);
  } else if (wake === 'visible') {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        wakeNow(false);
      },
      { rootMargin: '200px' },
    );
    // The island's own element has no box (display: contents): its children are observed.
    for (const child of element.children) observer.observe(child);
  }
}

/** What a held click is given to once the island runs: the control it was meant for. */
const clickable = 'a, button, input, select, textarea, label, summary, [role="button"], [tabindex]';
