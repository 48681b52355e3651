/**
 * The global loading flag (spec §3 "isLoading", §4 "global loading flag set on/off by helpers"):
 * long work the visitor waits for — placing an order, ordering again, finding their position —
 * turns it on while it runs. Runs overlap, so the flag stays on until the last one ends.
 */
import { createEvent, createStore, sample, type Effect } from 'effector';

export const longWorkStarted = createEvent();
export const longWorkEnded = createEvent();

/** Runs in flight; the flag is on above zero. Browser-only work: never part of a server render. */
const $longWorkRunning = createStore(0, { sid: 'loading/$longWorkRunning', serialize: 'ignore' });
export const $globalLoading = $longWorkRunning.map((running) => running > 0);

sample({ clock: longWorkStarted, source: $longWorkRunning, fn: (running) => running + 1, target: $longWorkRunning });
sample({ clock: longWorkEnded, source: $longWorkRunning, fn: (running) => Math.max(0, running - 1), target: $longWorkRunning });

/** The helper: every run of `effect` holds the flag on from its call until it succeeds or fails. */
export function trackAsLongWork<Params, Done, Fail>(effect: Effect<Params, Done, Fail>): void {
  sample({ clock: effect, target: longWorkStarted });
  sample({ clock: effect.finally, target: longWorkEnded });
}
