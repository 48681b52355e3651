import { ApiError, type DataApi } from './api.ts';
import { PageResponse } from './page-response.ts';
import type { EntityType } from '../routing/types.ts';

type EntityAnswer<T> = readonly T[] | { readonly items?: readonly T[]; readonly list?: readonly T[] };

/**
 * Resolves a page's entity through `GET /url/entity` (spec §7): the first element of the answer,
 * or a 404 page when the back office knows no such slug.
 */
export async function loadEntity<T>(
  api: DataApi,
  entityType: EntityType,
  slug: string,
  params: Readonly<Record<string, string | number | boolean>> = {},
): Promise<T> {
  let answer: EntityAnswer<T>;
  try {
    answer = await api.get<EntityAnswer<T>>('/url/entity', { entity_type: entityType, slug, ...params });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw PageResponse.notFound();
    throw error;
  }
  const list = Array.isArray(answer) ? answer : ((answer as { items?: T[] }).items ?? (answer as { list?: T[] }).list ?? []);
  const entity = list[0];
  if (entity === undefined) throw PageResponse.notFound();
  return entity;
}
