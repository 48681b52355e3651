/**
 * After a deploy, an old page may ask for a chunk that no longer exists: reload once to get the
 * new build, but at most once per 60 s (spec §4 / §9) so a real outage cannot loop reloads.
 */
export const chunkReloadGuardMs = 60_000;
const storageKey = 'chunk-reload-at';

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Failed to fetch/i.test(error.message);
}

/** Reloads the page and returns true, unless a reload for the same reason happened under 60 s ago. */
export function reloadForChunkError(now = Date.now()): boolean {
  try {
    const last = Number(sessionStorage.getItem(storageKey)) || 0;
    if (now - last < chunkReloadGuardMs) return false;
    sessionStorage.setItem(storageKey, String(now));
  } catch {
    return false; // no storage, no guard: better an error page than a reload loop
  }
  location.reload();
  return true;
}
