import type { ServerResponse } from 'node:http';

/** Spec §8: every answer, including redirects, errors and assets. */
const SECURITY_HEADERS: readonly (readonly [name: string, value: string])[] = [
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['X-Content-Type-Options', 'nosniff'],
];

/** The same as a flat `[name, value, …]` list, for answers written with one `writeHead`. */
export const SECURITY_HEADER_LIST: readonly string[] = SECURITY_HEADERS.flat();

export function setSecurityHeaders(res: ServerResponse): void {
  for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value);
}
