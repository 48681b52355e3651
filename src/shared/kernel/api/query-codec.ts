/**
 * How contract query params travel in a URL, shared by the client (encode) and the back office
 * (decode): arrays are comma-joined, objects (price, caracteristics) are JSON, booleans are 1/0.
 */

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[] | object;

export function encodeQuery(query: Readonly<Record<string, unknown>>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    const encoded = encodeValue(value);
    if (encoded !== null) params.set(name, encoded);
  }
  return params;
}

function encodeValue(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(String).join(',');
  return JSON.stringify(value);
}

export function decodeList(raw: string | null): string[] {
  if (raw === null) return [];
  return raw
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}
