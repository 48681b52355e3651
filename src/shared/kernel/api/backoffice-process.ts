/**
 * What the back office's process tells the site's process that started it (over the IPC channel
 * of `child_process.fork`): where it listens, once it does. The site then talks to it over HTTP,
 * as to any back office (src/server/backoffice/backoffice-process.ts).
 */
export interface BackofficeListening {
  readonly kind: 'backoffice-listening';
  /** The API base, e.g. http://127.0.0.1:43123/api/v1 */
  readonly url: string;
}

export function isBackofficeListening(message: unknown): message is BackofficeListening {
  return typeof message === 'object' && message !== null && (message as { kind?: unknown }).kind === 'backoffice-listening' && typeof (message as { url?: unknown }).url === 'string';
}
