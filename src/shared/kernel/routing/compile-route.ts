import { compile, match, parse, type Token } from 'path-to-regexp';
import { paramGrammars, type ParamKind } from './params.ts';
import type { RouteDefinition } from './types.ts';

/** A route table entry compiled once: its matchers and path builders never re-parse a pattern. */
export interface CompiledRoute<Definition extends RouteDefinition = RouteDefinition> {
  readonly definition: Definition;
  /** Params of the route's own path in a locale from its raw (still encoded) part, or undefined. */
  matchPath(locale: string, rawPath: string): Record<string, string> | undefined;
  /** The route's own path in a locale from param values (raises on a missing or invalid one). */
  buildPath(locale: string, params: Readonly<Record<string, string>>): string;
}

interface CompiledPattern {
  matchPath(rawPath: string): Record<string, string> | undefined;
  buildPath(params: Readonly<Record<string, string>>): string;
}

function paramTypes(tokens: readonly Token[], into = new Map<string, 'param' | 'wildcard'>()) {
  for (const token of tokens) {
    if (token.type === 'param' || token.type === 'wildcard') into.set(token.name, token.type);
    else if (token.type === 'group') paramTypes(token.tokens, into);
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

/** Compiles an entry that validateRouteTable accepted (validate-route-table.ts). */
export function compileRoute<Definition extends RouteDefinition>(definition: Definition, localeCodes: readonly string[]): CompiledRoute<Definition> {
  // Locales sharing a pattern share its compiled matcher and builder.
  const compiledByPattern = new Map<string, CompiledPattern>();
  const byLocale = new Map<string, CompiledPattern>();
  for (const code of localeCodes) {
    const pattern = routePattern(definition, code)!;
    let compiled = compiledByPattern.get(pattern);
    if (!compiled) compiledByPattern.set(pattern, (compiled = compilePattern(definition, pattern)));
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

function compilePattern(definition: RouteDefinition, pattern: string): CompiledPattern {
  const kinds: Readonly<Record<string, ParamKind>> = definition.params ?? {};
  const matcher = match(pattern, { decode: false, trailing: false, sensitive: true });
  const builder = compile(pattern, { encode: encodeURIComponent });
  const entries = [...paramTypes(parse(pattern).tokens).entries()];

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
