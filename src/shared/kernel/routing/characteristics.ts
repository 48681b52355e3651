/**
 * The choice-guide route parameter: base64url (or base64) of a JSON object mapping a
 * characteristic's technical name to the list of chosen values (decisions §1).
 */
export type ChosenCharacteristics = Record<string, string[]>;

const maxEncodedLength = 4096;

export function encodeCharacteristics(chosen: ChosenCharacteristics): string {
  const bytes = new TextEncoder().encode(JSON.stringify(chosen));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The chosen characteristics, or undefined when the text is not such an encoded object. */
export function decodeCharacteristics(encoded: string): ChosenCharacteristics | undefined {
  if (encoded.length === 0 || encoded.length > maxEncodedLength) return undefined;
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(encoded)) return undefined;
  let json: unknown;
  try {
    const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, ''));
    const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return undefined;
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return undefined;
  const chosen: ChosenCharacteristics = Object.create(null);
  for (const [name, values] of Object.entries(json)) {
    if (!Array.isArray(values) || !values.every((value) => typeof value === 'string')) return undefined;
    chosen[name] = values;
  }
  return chosen;
}
