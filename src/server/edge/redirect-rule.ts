/** A legacy redirect as written by an operator (one row of redirects.csv). */
export interface RedirectRule {
  readonly from: string;
  readonly to: string;
  readonly status: number;
  /** Where the rule was written (the CSV row, header = row 1), quoted in error messages. */
  readonly row?: number;
}

/** What a matching request is answered with. */
export interface RedirectTarget {
  readonly location: string;
  readonly status: number;
}

/** A compiled, read-only set of redirects. */
export interface RedirectTable {
  /** `pathname` as sent (still percent-encoded); `search` with or without its leading "?". */
  lookup(pathname: string, search: string): RedirectTarget | undefined;
  readonly size: number;
}

/** A validated rule reduced to its match key, ready to be stored by a table implementation. */
export interface RedirectEntry {
  readonly segments: readonly string[];
  /** Canonical query (see match-key.ts); "" for a rule that names no query. */
  readonly query: string;
  readonly target: RedirectTarget;
}

/** The target with the request's marketing parameters appended to its query (before any fragment). */
export function withMarketing(target: RedirectTarget, marketing: string): RedirectTarget {
  if (marketing === '') return target;
  const hash = target.location.indexOf('#');
  const base = hash === -1 ? target.location : target.location.slice(0, hash);
  const fragment = hash === -1 ? '' : target.location.slice(hash);
  const separator = base.includes('?') ? '&' : '?';
  return { location: `${base}${separator}${marketing}${fragment}`, status: target.status };
}
