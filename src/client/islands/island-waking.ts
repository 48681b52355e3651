/**
 * When each island wakes (src/shared/app/islands.ts), and the first event on one that has not
 * woken yet: a tap, click, key or focus wakes it, and is handled once it has hydrated.
 */
import type { IslandWake } from '../../shared/app/islands.ts';
import { islandControls, wakingEvents, type HeldIslandEvent } from '../../shared/kernel/ui/held-island-events.ts';


export interface WakingIsland {
  readonly element: HTMLElement;
  readonly wake: IslandWake;
}

/**
 * Calls `woken` when the island's declaration says, or at the first event in it, whichever comes
 * first (`woken` hydrates it once, however often called). Until it has hydrated, a click in it is
 * held, not lost, and given to its control once the island runs; so is the focus React missed.
 */
export function watchIsland(island: WakingIsland, woken: (urgent: boolean) => Promise<void>): (held: HeldIslandEvent) => void {
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
  // An event the head held before the client started (its click's default already prevented).
  const takeHeld = ({ type, target }: HeldIslandEvent) => {
    const control = type === 'click' ? target.closest<HTMLElement>(islandControls) : null;
    if (control && element.contains(control)) heldClick = control;
    wakeNow(true);
  };
  const onEvent = (event: Event) => {
    if (event.type === 'click' && event.target instanceof Element && event.target.closest(islandControls)) {
      // Held until the island handles it: a link is followed and a button pressed then.
      event.preventDefault();
      event.stopPropagation();
    }
    if (event.target instanceof Element) takeHeld({ type: event.type, target: event.target });
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
  return takeHeld;
}
