/**
 * Starts persistence in the browser. The islands' runtime calls it as it starts, before any island
 * hydrates (src/client/islands/island-runtime.tsx): an island hydrates from the values it was
 * served with, then shows the page's scope, so restored lists never make a render differ from
 * the server's.
 * Storage that cannot be used (disabled, private mode) leaves the visit unpersisted, never broken.
 */
import { allSettled, type Scope } from 'effector';
import { whenPrerenderedPageShown } from '../../kernel/ui/page-shown.ts';
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
  const storage = browserStorage();
  if (!storage) return;
  await allSettled(persistenceStarted, { scope, params: storage });
  // A prerendered page restored the saved lists when it was prepared; another page may have changed
  // them since (a stale cart otherwise): they are read again when it is shown (decision 170).
  whenPrerenderedPageShown(() => void allSettled(persistenceStarted, { scope, params: storage }));
}
