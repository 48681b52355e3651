/**
 * The one matcher of the contract's "METHOD /path" entries (decision 165): compiled once from
 * the table, used by the back office's HTTP handler (every entry) and by the site's gateway (the
 * entries it forwards). One test suite runs against both (tests/contract/contract-matcher.test.ts).
 *
 * - `path` is the raw path under API_PREFIX; each `:param` segment is decoded after splitting, so
 *   `%2F` stays inside a param, and a malformed escape matches nothing.
 * - Literal segments win over params (`/product/scan/:code` before any `/product/:id/...`).
 * - One trailing slash is accepted (`/product/` is `/product`); an empty segment elsewhere is not.
 * - HEAD is answered as GET.
 */
import { contract, type EndpointName, type HttpMethod } from './contract.ts';

export type ContractMatch =
  | { readonly kind: 'endpoint'; readonly name: EndpointName; readonly params: Readonly<Record<string, string>> }
  /** The path is an endpoint's, the method is not: the methods it takes, for a 405's Allow header. */
  | { readonly kind: 'wrong-method'; readonly allowed: readonly string[] }
  | { readonly kind: 'unknown' };

export type ContractMatcher = (method: string, path: string) => ContractMatch;

interface CompiledEntry {
  readonly name: EndpointName;
  readonly method: HttpMethod;
  readonly segments: readonly string[];
}

const UNKNOWN: ContractMatch = { kind: 'unknown' };

/** `names` are the entries to match, all of the contract's by default. */
export function compileContractMatcher(names: readonly EndpointName[] = Object.keys(contract) as EndpointName[]): ContractMatcher {
  // By number of segments, most specific first.
  const entriesBySize = new Map<number, CompiledEntry[]>();
  const sorted = names
    .map((name) => ({ name, method: contract[name].method, segments: contract[name].path.split('/').slice(1) }))
    .sort((a, b) => specificity(b.segments) - specificity(a.segments));
  for (const entry of sorted) entriesBySize.set(entry.segments.length, [...(entriesBySize.get(entry.segments.length) ?? []), entry]);

  return (method, path) => {
    const parts = segmentsOf(path);
    if (parts === null) return UNKNOWN;
    const wanted = method === 'HEAD' ? 'GET' : method;
    const allowed: string[] = [];
    for (const entry of entriesBySize.get(parts.length) ?? []) {
      const params = paramsOf(entry.segments, parts);
      if (params === null) continue;
      if (entry.method === wanted) return { kind: 'endpoint', name: entry.name, params };
      allowed.push(...(entry.method === 'GET' ? ['GET', 'HEAD'] : [entry.method]));
    }
    return allowed.length === 0 ? UNKNOWN : { kind: 'wrong-method', allowed };
  };
}

/** Literal segments score higher than params, position by position from the left. */
function specificity(segments: readonly string[]): number {
  return segments.reduce((score, segment) => score * 2 + (segment.startsWith(':') ? 0 : 1), 1);
}

function segmentsOf(path: string): string[] | null {
  if (!path.startsWith('/')) return null;
  const parts = path.slice(1).split('/');
  if (parts.length > 1 && parts.at(-1) === '') parts.pop();
  return parts.includes('') ? null : parts;
}

function paramsOf(template: readonly string[], parts: readonly string[]): Record<string, string> | null {
  // Literal segments first: most entries fail there, before any param is decoded.
  for (let index = 0; index < template.length; index++) {
    if (!template[index]!.startsWith(':') && template[index] !== parts[index]) return null;
  }
  const params: Record<string, string> = Object.create(null);
  for (let index = 0; index < template.length; index++) {
    const expected = template[index]!;
    if (!expected.startsWith(':')) continue;
    try {
      params[expected.slice(1)] = decodeURIComponent(parts[index]!);
    } catch {
      return null;
    }
  }
  return params;
}
