/**
 * What the back office's process tells the site's process that started it (over the IPC channel
 * of `child_process.fork`): where it listens, once it does, and each change committed. The site
 * talks to it over HTTP, as to any back office (src/server/backoffice/backoffice-process.ts).
 */
import type { PublishEventView } from './contract.ts';

export interface BackofficeListening {
  readonly kind: 'backoffice-listening';
  /** The API base, e.g. http://127.0.0.1:43123/api/v1 */
  readonly url: string;
}

export function isBackofficeListening(message: unknown): message is BackofficeListening {
  return typeof message === 'object' && message !== null && (message as { kind?: unknown }).kind === 'backoffice-listening' && typeof (message as { url?: unknown }).url === 'string';
}

/**
 * Changes committed (publish events), told to the site that started the back office, which drops
 * what its caches keep of them: one the back office committed, or those another process committed
 * to its SQLite file (an import: thousands, in batches).
 */
export interface BackofficePublished {
  readonly kind: 'backoffice-published';
  readonly events: readonly PublishEventView[];
}

export function isBackofficePublished(message: unknown): message is BackofficePublished {
  return typeof message === 'object' && message !== null && (message as { kind?: unknown }).kind === 'backoffice-published' && Array.isArray((message as { events?: unknown }).events);
}
