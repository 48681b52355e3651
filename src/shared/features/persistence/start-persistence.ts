/**
 * Starts persistence in the browser, once the page is hydrated for good (never during the
 * first render, which must match the server's). Storage that cannot be used (disabled,
 * private mode) leaves the visit unpersisted, never broken.
 */
import { allSettled, type Scope } from 'effector';
import { afterHydration } from './after-hydration.ts';
import { persistenceStarted } from './model.ts';
import type { SliceStorage } from './persisted-slice.ts';
import './slices.ts';

function browserStorage(): SliceStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export async function startPersistence(scope: Scope): Promise<void> {
  await afterHydration();
  const storage = browserStorage();
  if (storage) await allSettled(persistenceStarted, { scope, params: storage });
}
