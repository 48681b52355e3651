/** Matches "METHOD /path/:param" templates; literal segments win over params. */

interface Route<T> {
  method: string;
  segments: string[];
  value: T;
}

export type RouteMatch<T> = { value: T; params: Record<string, string> } | { allowed: string[] } | null;

export class Router<T> {
  readonly #routes: Route<T>[] = [];

  add(method: string, path: string, value: T): void {
    this.#routes.push({ method, segments: path.split('/').filter(Boolean), value });
    // Literal segments first, so /product/scan/:code is tried before /product/:id/...
    this.#routes.sort((a, b) => specificity(b.segments) - specificity(a.segments));
  }

  /** `pathname` is the raw path: each segment is decoded after splitting, so %2F stays inside a param. */
  match(method: string, pathname: string): RouteMatch<T> {
    const parts = pathname.split('/').filter(Boolean);
    const allowed: string[] = [];
    for (const route of this.#routes) {
      const params = matchSegments(route.segments, parts);
      if (params === null) continue;
      if (route.method === method) return { value: route.value, params };
      allowed.push(route.method);
    }
    return allowed.length > 0 ? { allowed } : null;
  }
}

function specificity(segments: string[]): number {
  return segments.reduce((score, segment) => score * 2 + (segment.startsWith(':') ? 0 : 1), 1);
}

function matchSegments(template: string[], parts: string[]): Record<string, string> | null {
  if (template.length !== parts.length) return null;
  const params: Record<string, string> = Object.create(null);
  for (let index = 0; index < template.length; index++) {
    const expected = template[index]!;
    const actual = parts[index]!;
    if (expected.startsWith(':')) {
      let decoded: string;
      try {
        decoded = decodeURIComponent(actual);
      } catch {
        return null;
      }
      params[expected.slice(1)] = decoded;
    } else if (expected !== actual) {
      return null;
    }
  }
  return params;
}
