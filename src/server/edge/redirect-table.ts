import { readFileSync } from 'node:fs';
import { parseQuery, pathSegments } from './match-key.ts';
import { parseRedirectsCsv } from './redirects-csv.ts';
import { RedirectTableError } from './redirect-table-error.ts';
import { TrieRedirectTable } from './redirect-trie.ts';
import type { RedirectEntry, RedirectRule, RedirectTable, RedirectTarget } from './redirect-rule.ts';

export type { RedirectRule, RedirectTable, RedirectTarget } from './redirect-rule.ts';
export { RedirectTableError } from './redirect-table-error.ts';

/** 300, 304, 305 and 306 are not redirects a browser follows. */
export const REDIRECT_STATUSES: readonly number[] = [301, 302, 303, 307, 308];

export interface CompileOptions {
  /** Names the rules in error messages (the CSV path). */
  source?: string;
  /** Hosts of this site: an absolute destination on one of them is checked for loops like a path. */
  siteHosts?: readonly string[];
  /** Builds the table from validated entries; the trie unless told otherwise. */
  implementation?: (entries: readonly RedirectEntry[]) => RedirectTable;
}

/** Reads and compiles a `from,to,code` file; throws naming the file and row of the first bad row. */
export function loadRedirectTable(csvPath: string, options: Omit<CompileOptions, 'source'> = {}): RedirectTable {
  let text: string;
  try {
    text = readFileSync(csvPath, 'utf8');
  } catch (error) {
    throw new Error(`cannot read the redirects file ${csvPath}: ${(error as Error).message}`, { cause: error });
  }
  return compileRedirectTable(parseRedirectsCsv(text, csvPath), { ...options, source: csvPath });
}

/**
 * Validates every rule (status, `from`, `to`, duplicates, destinations that are themselves
 * redirected) and builds the table. Any problem throws a RedirectTableError naming the row:
 * a broken table must stop the start, never be served half-applied.
 */
export function compileRedirectTable(rules: readonly RedirectRule[], options: CompileOptions = {}): RedirectTable {
  const source = options.source ?? 'redirect rules';
  const build = options.implementation ?? ((entries) => new TrieRedirectTable(entries));
  const siteHosts = new Set((options.siteHosts ?? []).map((host) => host.toLowerCase()));
  const entries: RedirectEntry[] = [];
  const rowByKey = new Map<string, number>();
  const rowByTarget = new Map<RedirectTarget, number>();

  rules.forEach((rule, index) => {
    const row = rule.row ?? index + 1;
    const fail = (reason: string): never => {
      throw new RedirectTableError(source, row, reason);
    };
    if (!REDIRECT_STATUSES.includes(rule.status)) {
      fail(`code ${rule.status} is not a redirect status (${REDIRECT_STATUSES.join(', ')})`);
    }
    const { segments, query } = parseFrom(rule.from, fail);
    checkDestination(rule.to, fail);
    const key = `/${segments.join('/')}${query === '' ? '' : `?${query}`}`;
    const earlier = rowByKey.get(key);
    if (earlier !== undefined) fail(`"${rule.from}" duplicates row ${earlier} (both match ${key})`);
    rowByKey.set(key, row);
    const target: RedirectTarget = Object.freeze({ location: rule.to, status: rule.status });
    rowByTarget.set(target, row);
    entries.push({ segments, query, target });
  });

  const table = build(entries);
  rules.forEach((rule, index) => {
    const local = localDestination(rule.to, siteHosts);
    if (local === undefined) return;
    // Marketing parameters are dropped so the look-up returns the stored target itself.
    const hit = table.lookup(local.pathname, parseQuery(local.search).key);
    if (hit === undefined) return;
    throw new RedirectTableError(
      source,
      rule.row ?? index + 1,
      `destination "${rule.to}" is itself redirected by row ${rowByTarget.get(hit)}: point both rows at the final page`,
    );
  });
  return table;
}

function parseFrom(from: string, fail: (reason: string) => never): { segments: string[]; query: string } {
  if (from.includes('#')) fail(`from "${from}" has a fragment (#), which browsers never send`);
  if (from.includes('*')) fail(`from "${from}" has a "*": wildcards are not supported, list each old path`);
  const questionMark = from.indexOf('?');
  const path = questionMark === -1 ? from : from.slice(0, questionMark);
  const search = questionMark === -1 ? '' : from.slice(questionMark + 1);
  const segments = pathSegments(path, (reason) => fail(`from "${from}" ${reason}`))!;
  if (segments.length === 0) fail('from "/" would redirect the home page');
  if (segments.some((segment) => segment.startsWith(':'))) {
    fail(`from "${from}" has a ":" segment: named parameters are not supported, list each old path`);
  }
  try {
    decodeURIComponent(search);
  } catch {
    fail(`from "${from}" has a malformed percent-escape in its query`);
  }
  const query = parseQuery(search);
  if (query.marketing !== '') {
    fail(`from "${from}" names a marketing parameter (utm_*, gclid...), which matching ignores`);
  }
  return { segments, query: query.key };
}

const UNSAFE_IN_LOCATION = /[^\x21-\x7e]/;

function checkDestination(to: string, fail: (reason: string) => never): void {
  if (UNSAFE_IN_LOCATION.test(to)) {
    fail(`to "${to}" must be printable ASCII without spaces (percent-encode other characters)`);
  }
  if (to.startsWith('//') || to.startsWith('/\\')) {
    fail(`to "${to}" is protocol-relative: write the full https:// URL`);
  }
  if (to.startsWith('/')) return;
  let url: URL | undefined;
  try {
    url = new URL(to);
  } catch {
    // reported below
  }
  if (url === undefined || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.hostname === '') {
    fail(`to "${to}" must be a path starting with "/" or an http(s) URL`);
  }
}

function localDestination(to: string, siteHosts: ReadonlySet<string>): { pathname: string; search: string } | undefined {
  if (to.startsWith('/')) {
    const withoutFragment = to.split('#', 1)[0]!;
    const questionMark = withoutFragment.indexOf('?');
    return questionMark === -1
      ? { pathname: withoutFragment, search: '' }
      : { pathname: withoutFragment.slice(0, questionMark), search: withoutFragment.slice(questionMark) };
  }
  const url = new URL(to);
  return siteHosts.has(url.host) || siteHosts.has(url.hostname) ? { pathname: url.pathname, search: url.search } : undefined;
}
