/**
 * The events on a page before its islands' client has started (its modules load after the first
 * paint, decision 169): a script in the head holds each pointer, focus, key and click made in an
 * island (a click's default prevented: a held link is not followed yet), and the client takes
 * them when it starts, wakes their islands and gives each its event once hydrated (decision 199).
 */

/** The element that marks an island (island.tsx renders it). */
export const islandElement = 'site-island';

/** The global the held events wait in until the client takes them (and marks the list taken). */
export const heldIslandEventsGlobal = '__heldIslandEvents';

export interface HeldIslandEvent {
  readonly type: string;
  readonly target: Element;
  /** A key's name (`keydown`). */
  readonly key?: string;
  /** A click's count (`click`): 0 for one a key made, which a control may treat apart. */
  readonly detail?: number;
}

/**
 * The keys told again to an island once it runs: those whose work is its own (closing, moving
 * in a list). A character has landed in its field already; Enter and space have clicked (a click
 * held) or sent the form; Tab has moved the focus.
 */
export const islandKeys: ReadonlySet<string> = new Set(['Escape', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End']);

/**
 * The controls whose click is held until their island runs, and then given to them: those that
 * do nothing without it (a button, a switch) or whose state the island must see (a pack's radio
 * and its label). A link, a disclosure's summary and a form's submit button do their own work
 * without JavaScript: their click goes through at once.
 */
export const islandControls = 'button:not([type="submit"]), [role="button"], label, input:not([type="submit"]), select';

/** The events that wake an island. */
export const wakingEvents = ['pointerdown', 'focusin', 'keydown', 'click', 'mouseover'] as const;

/** Part of the head script (src/server/render/head-script.ts). */
export const heldIslandEventsScript =
  `(function(){var d=document;` +
  `var held=self.${heldIslandEventsGlobal}=[];function hold(e){var t=e.target;if(held.taken||!t||!t.closest||!t.closest(${JSON.stringify(islandElement)}))return;` +
  `if(e.type==='click'&&t.closest(${JSON.stringify(islandControls)}))e.preventDefault();held.push({type:e.type,target:t,key:e.key,detail:e.detail})}` +
  `${JSON.stringify(wakingEvents.filter((type) => type !== 'mouseover'))}.forEach(function(type){d.addEventListener(type,hold,true)})})()`;

/** Takes what was held: from now on the head's listeners hold nothing. */
export function takeHeldIslandEvents(): readonly HeldIslandEvent[] {
  const held = (self as unknown as Record<string, (HeldIslandEvent[] & { taken?: boolean }) | undefined>)[heldIslandEventsGlobal];
  if (!held) return [];
  held.taken = true;
  return held.splice(0);
}
