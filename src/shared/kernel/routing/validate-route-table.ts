/**
 * Validates the route table and the locales before anything is compiled: the server runs this
 * at start (an error names the bad entry and, where it matters, the locale), so the browser,
 * which bundles the same routes.ts, compiles it without carrying these checks.
 */
import { parse, PathError, type Token } from 'path-to-regexp';
import type { LocaleConfig } from '../config/locales.ts';
import { paramGrammars } from './params.ts';
import { RouteDefinitionError } from './route-error.ts';
import type { RouteDefinition, SitemapListing } from './types.ts';

const pageFolder = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/;
const routeName = /^[a-z][a-z0-9-]*$/;
const localeCode = /^[a-z]{2}(?:-[a-z]{2})?$/;
const sitemapListings: readonly SitemapListing[] = [false, 'screen', 'entities', 'screen-and-entities'];

export function validateLocales(locales: readonly LocaleConfig[]): void {
  const defaults = locales.filter((locale) => locale.default);
  if (defaults.length !== 1) throw new Error(`exactly one default locale is required, found ${defaults.length}`);
  const codes = new Set<string>();
  for (const locale of locales) {
    if (!localeCode.test(locale.code)) throw new Error(`locale code "${locale.code}" is not like "en" or "en-gb"`);
    if (codes.has(locale.code)) throw new Error(`locale "${locale.code}" is configured twice`);
    codes.add(locale.code);
    if (locale.targetSegments.pro === locale.targetSegments.part) throw new Error(`locale "${locale.code}" uses one segment for both targets`);
  }
}

function paramNames(tokens: readonly Token[], into = new Set<string>()): Set<string> {
  for (const token of tokens) {
    if (token.type === 'param' || token.type === 'wildcard') into.add(token.name);
    else if (token.type === 'group') paramNames(token.tokens, into);
  }
  return into;
}

/** Params outside optional groups: a path cannot be built without them. */
function requiredParamNames(tokens: readonly Token[]): string[] {
  return tokens.flatMap((token) => (token.type === 'param' || token.type === 'wildcard' ? [token.name] : []));
}

function validatePattern(definition: RouteDefinition, pattern: unknown, fail: (reason: string) => never): void {
  if (typeof pattern !== 'string' || !pattern.startsWith('/')) fail('must start with "/"');
  let tokens: readonly Token[] = [];
  try {
    tokens = parse(pattern as string).tokens;
  } catch (error) {
    fail(`"${String(pattern)}" does not parse: ${error instanceof PathError ? error.message : String(error)}`);
  }
  const names = paramNames(tokens);
  for (const name of names) {
    if (!definition.params?.[name]) fail(`has the param "${name}", which has no kind in params`);
  }
  for (const name of Object.keys(definition.params ?? {})) {
    if (!names.has(name)) fail(`lacks the param "${name}" that params names`);
  }
  const required = requiredParamNames(tokens);
  if ((definition.sitemap === 'screen' || definition.sitemap === 'screen-and-entities') && required.length > 0) {
    fail(`is listed in the sitemap as a screen, but cannot be built without the param "${required[0]}"`);
  }
}

function validateEntry(definition: RouteDefinition, index: number, localeCodes: readonly string[]): void {
  const fail = (reason: string): never => {
    throw new RouteDefinitionError(definition, index, reason);
  };
  if (typeof definition.name !== 'string' || !routeName.test(definition.name)) fail('name must be lowercase letters, digits and hyphens');
  if (typeof definition.page !== 'string' || !pageFolder.test(definition.page)) fail('page must name a folder under src/shared/pages');
  const tail = definition.tail;
  if (tail && (!Number.isInteger(tail.filters) || tail.filters < 0 || tail.filters > 10)) fail('tail.filters must be a whole number from 0 to 10');
  if (!sitemapListings.includes(definition.sitemap)) fail(`sitemap must be one of ${sitemapListings.map((listing) => JSON.stringify(listing)).join(', ')}`);
  if ((definition.sitemap === 'entities' || definition.sitemap === 'screen-and-entities') && !definition.entity) {
    fail('lists its entities in the sitemap, but names no entity type');
  }
  for (const [name, kind] of Object.entries(definition.params ?? {})) {
    if (!(kind in paramGrammars)) fail(`param "${name}" has an unknown kind "${kind}"`);
  }
  const { path } = definition;
  if (typeof path === 'string') return validatePattern(definition, path, (reason) => fail(`path ${reason}`));
  if (path === null || typeof path !== 'object') fail('path must be a pattern or one pattern per locale');
  for (const code of Object.keys(path)) {
    if (!localeCodes.includes(code)) fail(`path names the locale "${code}", which is not configured`);
  }
  for (const code of localeCodes) {
    if (!(code in path)) fail(`path has no pattern for the locale "${code}"`);
    validatePattern(definition, path[code], (reason) => fail(`path for "${code}" ${reason}`));
  }
}

/** Throws on the first problem of the locales or the table, naming it. */
export function validateRouteTable(routes: readonly RouteDefinition[], locales: readonly LocaleConfig[]): void {
  validateLocales(locales);
  const localeCodes = locales.map((locale) => locale.code);
  const names = new Set<string>();
  const listedEntities = new Set<string>();
  routes.forEach((definition, index) => {
    validateEntry(definition, index, localeCodes);
    if (names.has(definition.name)) throw new RouteDefinitionError(definition, index, 'name is used by an earlier entry');
    names.add(definition.name);
    if (definition.sitemap !== 'entities' && definition.sitemap !== 'screen-and-entities') return;
    if (listedEntities.has(definition.entity!)) {
      throw new RouteDefinitionError(definition, index, `lists the entity type "${definition.entity}" in the sitemap, as an earlier entry does`);
    }
    listedEntities.add(definition.entity!);
  });
  if (!routes.some((route) => route.index)) throw new Error('routes.ts has no index route');
}
