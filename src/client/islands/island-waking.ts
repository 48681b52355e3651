/**
 * When each island wakes (src/shared/app/islands.ts), and the first event on one that has not
 * woken yet: a tap, click, key or focus wakes it, and is handled once it has hydrated.
 */
import type { IslandWake } from '../../shared/app/islands.ts';
import { islandControls, islandKeys, wakingEvents, type HeldIslandEvent } from '../../shared/kernel/ui/held-island-events.ts';

/** Clicks and keys kept for an island until it runs: more is a hand on the mouse, not a visitor's choices. */
const heldClicksAtMost = 8;

export interface WakingIsland {
  readonly element: HTMLElement;
  readonly wake: IslandWake;
  /** Settles once another island has started the islands' runtime (`with-others`, `scroll`). */
  readonly runtimeStarted: Promise<void>;
}

/**
 * Calls `woken` when the island's declaration says, or at the first event in it, whichever comes
 * first (`woken` hydrates it once, however often called). Until it has hydrated, the clicks in it
 * are held, not lost, and given to their controls in order once the island runs; so are the keys
 * that are its own work (Escape, the arrows), the text typed, the focus and the hover React missed.
 */
export function watchIsland(island: WakingIsland, woken: (byVisitor: boolean) => Promise<void>): (held: HeldIslandEvent) => void {
  const { element, wake, runtimeStarted } = island;
  let hydrated = false;
  // In order: a visitor may press two switches before their island runs (a favourite, then compare).
  const heldClicks: Array<{ readonly control: HTMLElement; readonly detail: number }> = [];
  const heldKeys: Array<{ readonly target: Element; readonly key: string }> = [];
  let hovered: Element | undefined;
  const wakeNow = (byVisitor: boolean) =>
    void woken(byVisitor).then(() => {
      if (hydrated) return;
      hydrated = true;
      for (const type of wakingEvents) element.removeEventListener(type, onEvent, true);
      retellTypedText(element);
      const active = document.activeElement;
      // React listens to focusin for onFocus: the focus it missed is told again.
      if (active instanceof HTMLElement && element.contains(active)) active.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      // And to mouseover for onMouseEnter (a menu opening on hover): from outside, if still there.
      if (hovered?.matches(':hover')) hovered.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: null }));
      // Dispatched as made, a pointer's click counted as one (a menu's group told apart from a key's).
      for (const { control, detail } of heldClicks.splice(0)) {
        if (control.isConnected) control.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, view: window, detail }));
      }
      for (const { target, key } of heldKeys.splice(0)) if (target.isConnected) target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    });
  // An event the head held before the client started (its click's default already prevented).
  const takeHeld = ({ type, target, key, detail }: HeldIslandEvent) => {
    const control = type === 'click' ? target.closest<HTMLElement>(islandControls) : null;
    if (control && element.contains(control) && heldClicks.length < heldClicksAtMost) heldClicks.push({ control, detail: detail ?? 1 });
    if (type === 'keydown' && key && islandKeys.has(key) && heldKeys.length < heldClicksAtMost) heldKeys.push({ target, key });
    if (type === 'mouseover') hovered = target;
    wakeNow(true);
  };
  const onEvent = (event: Event) => {
    if (event.type === 'click' && event.target instanceof Element && event.target.closest(islandControls)) {
      // Held until the island handles it: a link is followed and a button pressed then.
      event.preventDefault();
      event.stopPropagation();
    }
    if (!(event.target instanceof Element)) return;
    takeHeld({ type: event.type, target: event.target, key: event instanceof KeyboardEvent ? event.key : undefined, detail: event instanceof UIEvent ? event.detail : undefined });
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
  } else if (wake === 'scroll' || wake === 'with-others') {
    void runtimeStarted.then(() => wakeNow(false));
    if (wake === 'scroll') addEventListener('scroll', () => wakeNow(false), { once: true, passive: true });
  }
  return takeHeld;
}

/** The fields whose text a visitor types (a switch's or a radio's click is held instead). */
const typedFields = 'textarea, input:not([type]), input[type="text"], input[type="search"], input[type="email"], input[type="tel"], input[type="url"], input[type="number"], input[type="password"]';

/**
 * Text typed into an island's field before it ran is told to it as the visitor's input: React
 * keeps the value it last saw on the field itself, so the field is set back to its served value
 * through React's setter and to the typed one under it, and the input event is a change to it.
 * Without it the island would show its served value again at its next render.
 */
function retellTypedText(island: HTMLElement): void {
  // All read first: the render that follows one field's input sets the others back to their values.
  const typedTexts = [...island.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(typedFields)]
    .map((field) => ({ field, typed: field.value }))
    .filter(({ field, typed }) => typed !== field.defaultValue);
  for (const { field, typed } of typedTexts) {
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
