/**
 * What the back office's process tells the site's process that started it (over the IPC channel
 * of `child_process.fork`): where it listens, once it does, and each change it commits. The site
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

/** A change the back office committed (a publish event), told to the site that started it, which drops what its caches keep of it. */
export interface BackofficePublished {
  readonly kind: 'backoffice-published';
  readonly event: PublishEventView;
}

export function isBackofficePublished(message: unknown): message is BackofficePublished {
  return typeof message === 'object' && message !== null && (message as { kind?: unknown }).kind === 'backoffice-published' && typeof (message as { event?: unknown }).event === 'object';
}
