import type { ServerResponse } from 'node:http';

/** Spec §8: every answer, including redirects, errors and assets. */
export const SECURITY_HEADERS: readonly (readonly [name: string, value: string])[] = [
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['X-Content-Type-Options', 'nosniff'],
];

export function setSecurityHeaders(res: ServerResponse): void {
  for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value);
}
