import { compile, match, parse, PathError, type Token } from 'path-to-regexp';
import { paramGrammars, type ParamKind } from './params.ts';
import { RouteDefinitionError } from './route-error.ts';
import type { RouteDefinition } from './types.ts';

/** A route table entry compiled once: its matcher and path builder never re-parse the pattern. */
export interface CompiledRoute {
  readonly definition: RouteDefinition;
  /** Params of the route's own path from its raw (still encoded) part, or undefined. */
  matchPath(rawPath: string): Record<string, string> | undefined;
  /** The route's own path from param values (raises on a missing or invalid one). */
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

export function compileRoute(definition: RouteDefinition, index: number): CompiledRoute {
  const fail = (reason: string): never => {
    throw new RouteDefinitionError(definition, index, reason);
  };
  if (typeof definition.name !== 'string' || !routeName.test(definition.name)) {
    fail('name must be lowercase letters, digits and hyphens');
  }
  if (typeof definition.path !== 'string' || !definition.path.startsWith('/')) fail('path must start with "/"');
  if (typeof definition.page !== 'string' || !pageFolder.test(definition.page)) {
    fail('page must name a folder under src/shared/pages');
  }
  let tokens: readonly Token[] = [];
  try {
    tokens = parse(definition.path).tokens;
  } catch (error) {
    fail(`path "${definition.path}" does not parse: ${error instanceof PathError ? error.message : String(error)}`);
  }
  const names = paramNames(tokens);
  const kinds: Record<string, ParamKind> = { ...definition.params };
  for (const name of names.keys()) {
    if (!kinds[name]) fail(`param "${name}" has no kind in params`);
  }
  for (const [name, kind] of Object.entries(kinds)) {
    if (!names.has(name)) fail(`params names "${name}", which the path does not have`);
    if (!(kind in paramGrammars)) fail(`param "${name}" has an unknown kind "${kind}"`);
  }
  const tail = definition.tail;
  if (tail && (!Number.isInteger(tail.filters) || tail.filters < 0 || tail.filters > 10)) {
    fail('tail.filters must be a whole number from 0 to 10');
  }

  const matcher = match(definition.path, { decode: false, trailing: false, sensitive: true });
  const builder = compile(definition.path, { encode: encodeURIComponent });
  const entries = [...names.entries()];

  return {
    definition,
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
