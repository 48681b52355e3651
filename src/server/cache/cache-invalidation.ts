/**
 * The admin invalidation of the site process's caches (docs/decisions/162): everything, or what
 * shows one entity. An entity is known by the slugs the back-office answers name
 * (named-slugs.ts): its slug as given and, looked up, its slug in the other languages (a French
 * listing names the French slug only). The answers that name one go first, then the app states
 * and the kept pages built from such answers.
 */
import type { PublishEventView } from '../../shared/kernel/api/contract.ts';
import { entityTypes, type EntityType } from '../../shared/kernel/routing/types.ts';
import type { CacheLayer } from './cache-layer.ts';

export interface EntityReference {
  readonly type: EntityType;
  readonly slug: string;
}

/**
 * Everything; one entity, whose slugs in the other languages are looked up; or one entity with all
 * its slugs, as a publish event names them (no look-up: the back office may be busy with the very
 * change, and the drop must not wait for it).
 */
export type InvalidationRequest = { readonly all: true } | { readonly entity: EntityReference; readonly slugs?: readonly string[] };

/** In the order they are dropped: the answers before what was built from them. */
export const cacheLayerNames = ['layout', 'catalogue', 'appState', 'pages'] as const;
export type CacheLayerName = (typeof cacheLayerNames)[number];
export type DroppedEntries = Readonly<Record<CacheLayerName, number>>;

export type ParsedInvalidation = { readonly ok: true; readonly request: InvalidationRequest } | { readonly ok: false; readonly errors: Readonly<Record<string, string>> };

/** The back office's slug grammar (a category's may be a path: parent/child). */
const slugPattern = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/;

/** `{ "all": true }` or `{ "entity": { "type": "product", "slug": "fine-finish" } }`, nothing else. */
export function parseInvalidationRequest(body: unknown): ParsedInvalidation {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return refused({ body: 'Send { "all": true } or { "entity": { "type", "slug" } }.' });
  const fields = body as Record<string, unknown>;
  const unknownField = Object.keys(fields).find((name) => name !== 'all' && name !== 'entity');
  if (unknownField !== undefined) return refused({ [unknownField]: 'Unknown field.' });
  if ('all' in fields && 'entity' in fields) return refused({ body: 'Send either all or entity, not both.' });
  if ('all' in fields) return fields.all === true ? { ok: true, request: { all: true } } : refused({ all: 'Must be true.' });
  const entity = fields.entity;
  if (typeof entity !== 'object' || entity === null || Array.isArray(entity)) return refused({ entity: 'Must be an object with a type and a slug.' });
  const { type, slug, ...rest } = entity as Record<string, unknown>;
  const errors: Record<string, string> = {};
  const extra = Object.keys(rest)[0];
  if (extra !== undefined) errors[`entity.${extra}`] = 'Unknown field.';
  if (typeof type !== 'string' || !(entityTypes as readonly string[]).includes(type)) errors['entity.type'] = `Must be one of ${entityTypes.join(', ')}.`;
  if (typeof slug !== 'string' || slug.length > 200 || !slugPattern.test(slug)) errors['entity.slug'] = 'Must be a slug: lower-case letters, digits and dashes (a path for a category).';
  if (Object.keys(errors).length > 0) return refused(errors);
  return { ok: true, request: { entity: { type: type as EntityType, slug: slug as string } } };
}

/**
 * What a publish event drops (decision 187): the entity by each of its slugs, for a type the
 * caches know entities of; everything for any other (a list such as the FAQ shows on many pages).
 */
export function invalidationsOf(event: Pick<PublishEventView, 'entity_type' | 'slugs'>): InvalidationRequest[] {
  const type = entityTypes.find((known) => known === event.entity_type);
  const slugs = Object.values(event.slugs);
  if (type === undefined || slugs.length === 0) return [{ all: true }];
  return [{ entity: { type, slug: slugs[0]! }, slugs }];
}

/** Past this many events heard at once (an import), everything is dropped once rather than entity by entity. */
const EVENTS_DROPPED_ONE_BY_ONE = 50;

/** What a batch of publish events drops: each entity, or everything for a large batch. */
export function invalidationsOfBatch(events: readonly Pick<PublishEventView, 'entity_type' | 'slugs'>[]): InvalidationRequest[] {
  return events.length > EVENTS_DROPPED_ONE_BY_ONE ? [{ all: true }] : events.flatMap(invalidationsOf);
}

function refused(errors: Record<string, string>): ParsedInvalidation {
  return { ok: false, errors };
}

export interface CacheInvalidationOptions {
  /** The layers of this process; undefined when one is turned off. */
  readonly layers: Readonly<Record<CacheLayerName, CacheLayer | undefined>>;
  /** The entity's slugs in every language of the site; none when the back office knows it not. */
  readonly slugsOf: (entity: EntityReference) => Promise<ReadonlySet<string>>;
}

export type CacheInvalidation = (request: InvalidationRequest) => Promise<DroppedEntries>;

export function createCacheInvalidation(options: CacheInvalidationOptions): CacheInvalidation {
  const dropEach = (drop: (layer: CacheLayer) => number) =>
    Object.fromEntries(cacheLayerNames.map((name) => [name, options.layers[name] ? drop(options.layers[name]) : 0])) as Record<CacheLayerName, number>;

  return async (request) => {
    if ('all' in request) return dropEach((layer) => layer.dropAll());
    const named = request.slugs ?? [request.entity.slug, ...(await options.slugsOf(request.entity))];
    // A category's slug may be a path: its answers may name its last segment alone.
    const slugs = new Set(named.flatMap((slug) => [slug, slug.slice(slug.lastIndexOf('/') + 1)]));
    return dropEach((layer) => layer.dropNaming(slugs));
  };
}
