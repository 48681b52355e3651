/**
 * The default handlers of the content resources' endpoints, derived from their descriptors
 * (shared/kernel/api/content-resources.ts): a list answers the documents visible to the request's
 * audience in its language, an item one of them by id or slug. content-routes.ts overrides the
 * endpoints that filter on a query of their own.
 */
import { contentEndpointRoles, type ContentEndpointName, type ContentResourceName } from '../../shared/kernel/api/content-resources.ts';
import type { List } from '../../shared/kernel/api/contract.ts';
import type { ContentStore } from '../content/content-store.ts';
import type { ApiRequest, HandlerGroup } from '../http/handler.ts';
import { notFound } from '../refusal.ts';
import type { Scope } from '../http/scope.ts';

/** Every document of a resource visible to the request's audience, in its language; `kinds` keeps those of these kinds. */
export async function visibleDocuments<T>(content: ContentStore, resource: ContentResourceName, scope: Scope, kinds?: string[]): Promise<T[]> {
  const { items } = await content.list<T>(resource, {
    siteId: scope.site.id,
    lang: scope.lang,
    ...(scope.plan === null ? {} : { target: scope.plan.target }),
    ...(kinds === undefined ? {} : { kinds }),
  });
  return items;
}

/** One document by numeric id or slug, in the request's language; 404 names the resource. */
export async function oneDocument<T>(content: ContentStore, resource: ContentResourceName, scope: Scope, idOrSlug: string): Promise<T> {
  const found = await content.get<T>(resource, scope.site.id, idOrSlug, scope.lang);
  if (found === undefined) throw notFound(`${resource.charAt(0).toUpperCase()}${resource.slice(1)}`);
  return found.body;
}

export function listOf<T>(items: T[]): List<T> {
  return { items, total: items.length };
}

export function contentResourceRoutes(content: ContentStore): HandlerGroup<ContentEndpointName> {
  const handlers: Partial<Record<ContentEndpointName, (request: ApiRequest) => unknown>> = {};
  for (const [name, { resource, read }] of contentEndpointRoles()) {
    handlers[name] =
      read === 'list'
        ? async ({ scope }) => listOf(await visibleDocuments(content, resource, scope))
        : ({ params, scope }) => oneDocument(content, resource, scope, Object.values(params)[0]!);
  }
  // The seed gives each resource's documents its entity's shape (seed/content-seeds.ts).
  return handlers as HandlerGroup<ContentEndpointName>;
}
