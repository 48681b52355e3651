import { compile, match, parse, PathError, type Token } from 'path-to-regexp';
import { paramGrammars, type ParamKind } from './params.ts';
import { RouteDefinitionError } from './route-error.ts';
import type { RouteDefinition } from './types.ts';

/** A route table entry compiled once: its matchers and path builders never re-parse a pattern. */
export interface CompiledRoute {
  readonly definition: RouteDefinition;
  /** Params of the route's own path in a locale from its raw (still encoded) part, or undefined. */
  matchPath(locale: string, rawPath: string): Record<string, string> | undefined;
  /** The route's own path in a locale from param values (raises on a missing or invalid one). */
  buildPath(locale: string, params: Readonly<Record<string, string>>): string;
}

interface CompiledPattern {
  matchPath(rawPath: string): Record<string, string> | undefined;
  buildPath(params: Readonly<Record<string, string>>): string;
}

const pageFolder = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/;
const routeName = /^[a-z][a-z0-9-]*$/;

function paramNames(tokens: readonly Token[], into = new Map<string, 'param' | 'wildcard'>()) {
  for (const token of tokens) {
    if (token.type === 'param' || token.type === 'wildcard') into.set(token.name, token.type);
    else if (token.type === 'group') paramNames(token.tokens, into);
  }
  return into;
}

/** Every pattern of a route table entry (one, or one per locale). */
export function routePatterns(definition: RouteDefinition): readonly string[] {
  return typeof definition.path === 'string' ? [definition.path] : Object.values(definition.path);
}

/** The pattern of a route table entry in one locale. */
export function routePattern(definition: RouteDefinition, localeCode: string): string | undefined {
  return typeof definition.path === 'string' ? definition.path : definition.path[localeCode];
}

/** The pattern of each locale code; a string serves them all. */
function patternsByLocale(path: unknown, localeCodes: readonly string[], fail: (reason: string) => never): Map<string, string> {
  if (typeof path === 'string') return new Map(localeCodes.map((code) => [code, path]));
  if (path === null || typeof path !== 'object') return fail('path must be a pattern or one pattern per locale');
  const byLocale = path as Record<string, unknown>;
  for (const code of Object.keys(byLocale)) {
    if (!localeCodes.includes(code)) fail(`path names the locale "${code}", which is not configured`);
  }
  return new Map(
    localeCodes.map((code) => {
      const pattern = byLocale[code];
      return [code, typeof pattern === 'string' ? pattern : fail(`path has no pattern for the locale "${code}"`)];
    }),
  );
}

export function compileRoute(definition: RouteDefinition, index: number, localeCodes: readonly string[]): CompiledRoute {
  const fail = (reason: string): never => {
    throw new RouteDefinitionError(definition, index, reason);
  };
  if (typeof definition.name !== 'string' || !routeName.test(definition.name)) {
    fail('name must be lowercase letters, digits and hyphens');
  }
  if (typeof definition.page !== 'string' || !pageFolder.test(definition.page)) {
    fail('page must name a folder under src/shared/pages');
  }
  const tail = definition.tail;
  if (tail && (!Number.isInteger(tail.filters) || tail.filters < 0 || tail.filters > 10)) {
    fail('tail.filters must be a whole number from 0 to 10');
  }
  const kinds: Record<string, ParamKind> = { ...definition.params };
  for (const [name, kind] of Object.entries(kinds)) {
    if (!(kind in paramGrammars)) fail(`param "${name}" has an unknown kind "${kind}"`);
  }
  // Locales sharing a pattern share its compiled matcher and builder.
  const compiledByPattern = new Map<string, CompiledPattern>();
  const byLocale = new Map<string, CompiledPattern>();
  for (const [code, pattern] of patternsByLocale(definition.path, localeCodes, fail)) {
    let compiled = compiledByPattern.get(pattern);
    if (!compiled) {
      const where = typeof definition.path === 'string' ? 'path' : `path for "${code}"`;
      compiled = compilePattern(definition, pattern, kinds, (reason) => fail(`${where} ${reason}`));
      compiledByPattern.set(pattern, compiled);
    }
    byLocale.set(code, compiled);
  }
  const patternOf = (locale: string): CompiledPattern => {
    const compiled = byLocale.get(locale);
    if (!compiled) throw new Error(`Route "${definition.name}" has no path for the locale "${locale}"`);
    return compiled;
  };
  return {
    definition,
    matchPath: (locale, rawPath) => patternOf(locale).matchPath(rawPath),
    buildPath: (locale, params) => patternOf(locale).buildPath(params),
  };
}

function compilePattern(
  definition: RouteDefinition,
  pattern: string,
  kinds: Readonly<Record<string, ParamKind>>,
  fail: (reason: string) => never,
): CompiledPattern {
  if (!pattern.startsWith('/')) fail('must start with "/"');
  let tokens: readonly Token[] = [];
  try {
    tokens = parse(pattern).tokens;
  } catch (error) {
    fail(`"${pattern}" does not parse: ${error instanceof PathError ? error.message : String(error)}`);
  }
  const names = paramNames(tokens);
  for (const name of names.keys()) {
    if (!kinds[name]) fail(`has the param "${name}", which has no kind in params`);
  }
  for (const name of Object.keys(kinds)) {
    if (!names.has(name)) fail(`lacks the param "${name}" that params names`);
  }

  const matcher = match(pattern, { decode: false, trailing: false, sensitive: true });
  const builder = compile(pattern, { encode: encodeURIComponent });
  const entries = [...names.entries()];

  return {
    matchPath(rawPath) {
      const result = matcher(rawPath);
      if (!result) return undefined;
      const params: Record<string, string> = {};
      for (const [name] of entries) {
        const raw = result.params[name];
        if (raw === undefined) continue; // an optional part that is absent
        const value = paramGrammars[kinds[name]!].parse(typeof raw === 'string' ? [raw] : raw);
        if (value === undefined) return undefined;
        params[name] = value;
      }
      return params;
    },
    buildPath(params) {
      const data: Record<string, string | string[]> = {};
      for (const [name, type] of entries) {
        const value = params[name];
        if (value === undefined || value === '') continue;
        const grammar = paramGrammars[kinds[name]!];
        const segments = grammar.format(value);
        if (grammar.parse(segments.map(encodeURIComponent)) === undefined) {
          throw new TypeError(`Route "${definition.name}": "${value}" is not a valid ${kinds[name]} for param "${name}"`);
        }
        data[name] = type === 'wildcard' ? segments : segments.join('/');
      }
      return builder(data);
    },
  };
}
