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
 * Calls `woken` once for the island, when its declaration says; `woken` returns when it has
 * hydrated, and what was clicked meanwhile is clicked again then (the click was held, not lost).
 */
export function watchIsland(island: WakingIsland, woken: (urgent: boolean) => Promise<void>): void {
  const { element, wake } = island;
  if (wake === 'load') {
    void woken(false);
  } else if (wake === 'idle') {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => void woken(false), { timeout: 2000 });
    else setTimeout(() => void woken(false), 200);
  } else if (wake === 'visible') {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void woken(false);
      },
      { rootMargin: '200px' },
    );
    // The island's own element has no box (display: contents): its children are observed.
    for (const child of element.children) observer.observe(child);
  } else {
    wakeOnInteraction(element, woken);
  }
}

function wakeOnInteraction(element: HTMLElement, woken: (urgent: boolean) => Promise<void>): void {
  let hydrated: Promise<void> | undefined;
  let heldClick: HTMLElement | undefined;
  const onEvent = (event: Event) => {
    if (event.type === 'click' && event.target instanceof HTMLElement) {
      // Held until the island handles it: a link is followed and a button pressed then.
      event.preventDefault();
      event.stopPropagation();
      heldClick = event.target;
    }
    if (hydrated) return;
    hydrated = woken(true).then(() => {
      for (const type of wakingEvents) element.removeEventListener(type, onEvent, true);
      const active = document.activeElement;
      // React listens to focusin for onFocus: the focus it missed is told again.
      if (active instanceof HTMLElement && element.contains(active)) active.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      heldClick?.click();
    });
  };
  for (const type of wakingEvents) element.addEventListener(type, onEvent, true);
}
