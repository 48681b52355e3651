import { ApiError, type BackofficeClient } from '../api/client.ts';
import type { UrlEntityQuery } from '../api/contract.ts';
import { PageResponse } from './page-response.ts';
import type { EntityType } from '../routing/types.ts';

/**
 * Resolves a page's entity through `GET /url/entity` (spec §7): the first element of the answer,
 * or a 404 page when the back office knows no such slug.
 */
export async function loadEntity<T>(
  api: BackofficeClient,
  entityType: EntityType,
  slug: string,
  query: Omit<UrlEntityQuery, 'entity_type' | 'slug'> = {},
): Promise<T> {
  try {
    const [entity] = await api.call('GET /url/entity', { query: { entity_type: entityType, slug, ...query } });
    if (entity === undefined) throw PageResponse.notFound();
    return entity as T;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw PageResponse.notFound();
    throw error;
  }
}
