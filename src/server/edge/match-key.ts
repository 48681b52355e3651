import { isMarketingParameter } from './marketing-parameters.ts';

/**
 * How a request path and query (and a rule's `from`, through the very same functions) are
 * reduced to what the redirect tables compare. Rules and requests are normalised alike, so they
 * match by construction; see docs/decisions/020-legacy-redirect-matching.md.
 */

const SLASH = 47;
const QUESTION_MARK = 63;

/**
 * A decoded segment holding one of these could smuggle a separator into the key ("%2F" would
 * turn one segment into two, "%3F" would start a query), so such a path matches no rule.
 */
const SMUGGLED_SEPARATOR = /[/?#\\\u0000-\u001f\u007f]/;

/**
 * The lower-cased, percent-decoded segments of `pathname` (one trailing slash ignored), or
 * undefined when the path cannot match any rule: an empty segment (double slash), a `.` or
 * `..` segment, a malformed or separator-smuggling escape. `onProblem` receives the reason;
 * only rule validation asks for it, so requests pay nothing for the wording.
 */
export function pathSegments(pathname: string, onProblem?: (reason: string) => void): string[] | undefined {
  if (pathname.charCodeAt(0) !== SLASH) {
    onProblem?.('must start with "/"');
    return undefined;
  }
  let end = pathname.length;
  if (end > 1 && pathname.charCodeAt(end - 1) === SLASH) end--;
  if (end === 1) return [];
  const segments = pathname.slice(1, end).toLowerCase().split('/');
  for (let i = 0; i < segments.length; i++) {
    const segment = normaliseSegment(segments[i]!, onProblem);
    if (segment === undefined) return undefined;
    segments[i] = segment;
  }
  return segments;
}

function normaliseSegment(raw: string, onProblem?: (reason: string) => void): string | undefined {
  if (raw === '') {
    onProblem?.('has an empty segment (double slash)');
    return undefined;
  }
  let segment = raw;
  if (raw.includes('%')) {
    const decoded = decodeComponent(raw);
    if (decoded === undefined) {
      onProblem?.(`has a malformed percent-escape in "${raw}"`);
      return undefined;
    }
    segment = decoded.toLowerCase();
  }
  if (segment === '.' || segment === '..') {
    onProblem?.('has a "." or ".." segment');
    return undefined;
  }
  if (SMUGGLED_SEPARATOR.test(segment)) {
    onProblem?.(`has a separator or control character inside the segment "${raw}"`);
    return undefined;
  }
  return segment;
}

export interface ParsedQuery {
  /** Canonical form of the parameters that take part in matching: decoded, lower-cased, sorted. */
  readonly key: string;
  /** Marketing parameters, re-encoded in their original case and order, to carry over. */
  readonly marketing: string;
}

const NO_QUERY: ParsedQuery = Object.freeze({ key: '', marketing: '' });

/** `search` may start with "?" (as in a URL) or not. */
export function parseQuery(search: string): ParsedQuery {
  const start = search.charCodeAt(0) === QUESTION_MARK ? 1 : 0;
  if (search.length <= start) return NO_QUERY;
  const matched: string[] = [];
  const marketing: string[] = [];
  for (const pair of search.slice(start).split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const name = decodeComponent(equals === -1 ? pair : pair.slice(0, equals));
    const value = equals === -1 ? '' : decodeComponent(pair.slice(equals + 1));
    if (name === undefined || value === undefined) {
      // Kept raw and lower-cased: canonical escapes use upper-case hex digits, so this matches
      // no rule, yet still keeps the request from being mistaken for one without a query.
      matched.push(pair.toLowerCase());
      continue;
    }
    const lowerName = name.toLowerCase();
    if (isMarketingParameter(lowerName)) {
      marketing.push(`${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
    } else {
      matched.push(`${encodeURIComponent(lowerName)}=${encodeURIComponent(value.toLowerCase())}`);
    }
  }
  if (matched.length === 0 && marketing.length === 0) return NO_QUERY;
  return { key: matched.sort().join('&'), marketing: marketing.join('&') };
}

function decodeComponent(text: string): string | undefined {
  const spaced = text.includes('+') ? text.replaceAll('+', ' ') : text;
  if (!spaced.includes('%')) return spaced;
  try {
    return decodeURIComponent(spaced);
  } catch {
    return undefined;
  }
}
