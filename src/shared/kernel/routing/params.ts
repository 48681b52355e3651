/**
 * Kinds of route parameters and their grammar (spec §2 "Route segment formats", decisions §1).
 * Each kind turns the raw, still percent-encoded segments path-to-regexp captured into a value,
 * or rejects them; each also turns a value back into the segments the path builder emits.
 */
import { ID_DIGITS_MAX, SEARCH_TEXT_MAX_LENGTH } from '../api/query-limits.ts';
import { decodeCharacteristics } from './characteristics.ts';

export type ParamKind = 'slug' | 'id' | 'text' | 'characteristics';

interface ParamGrammar {
  /** Raw segments (one for `:name`, one or more for `*name`) → value, or undefined if invalid. */
  parse(rawSegments: readonly string[]): string | undefined;
  /** Value → segments for path-to-regexp's compile (which encodes them). */
  format(value: string): string[];
}

const slugPart = /^[a-z0-9-]+$/;
const numericId = new RegExp(`^[0-9]{1,${ID_DIGITS_MAX}}$`);
// Control characters have no business in a search term and would only end up in logs and pages.
const controlCharacters = /[\u0000-\u001f\u007f]/;

function decode(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

const slug: ParamGrammar = {
  parse(rawSegments) {
    const parts: string[] = [];
    for (const raw of rawSegments) {
      // An encoded slash (%2F) separates slug parts just as a real one does.
      const decoded = decode(raw);
      if (decoded === undefined) return undefined;
      for (const part of decoded.split('/')) {
        if (!slugPart.test(part)) return undefined;
        parts.push(part);
      }
    }
    return parts.length > 0 ? parts.join('/') : undefined;
  },
  format: (value) => value.split('/'),
};

const id: ParamGrammar = {
  parse: ([raw]) => (raw !== undefined && numericId.test(raw) ? raw : undefined),
  format: (value) => [value],
};

const text: ParamGrammar = {
  parse([raw]) {
    const decoded = raw === undefined ? undefined : decode(raw);
    if (decoded === undefined) return undefined;
    const value = decoded.trim();
    if (value.length === 0 || value.length > SEARCH_TEXT_MAX_LENGTH || controlCharacters.test(value)) return undefined;
    return value;
  },
  format: (value) => [value],
};

const characteristics: ParamGrammar = {
  parse([raw]) {
    const decoded = raw === undefined ? undefined : decode(raw);
    return decoded !== undefined && decodeCharacteristics(decoded) ? decoded : undefined;
  },
  format: (value) => [value],
};

export const paramGrammars: Readonly<Record<ParamKind, ParamGrammar>> = { slug, id, text, characteristics };
