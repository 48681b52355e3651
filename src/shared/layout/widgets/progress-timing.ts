/** Spec §4 / §9: the bar appears after a 200 ms throttle, runs 5000 ms, hides 500 ms after the end. */
export const progressTiming = { throttleMs: 200, durationMs: 5000, hideDelayMs: 500 } as const;

/** Where the bar is (`data-phase`): hidden, filling while the next screen loads, completing once it is in. */
export type ProgressPhase = 'idle' | 'running' | 'finishing';
