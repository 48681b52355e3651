/**
 * The global the page's inline bootstrap script assigns its hydration state to (the state itself:
 * app/hydration-state.ts). Named in the kernel so that a feature can read a flag of the page's
 * config (kernel/offline/worker-switch.ts) without importing the app layer.
 */
export const hydrationStateGlobal = '__CATALOGUE_STATE__';
