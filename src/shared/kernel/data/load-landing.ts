import { ApiError, type BackofficeClient } from '../api/client.ts';
import type { Landing } from '../api/entities/content.ts';
import { PageResponse } from './page-response.ts';

/** A landing page by its technical name (`GET /landing`), or a 404 page. */
export async function loadLanding(api: BackofficeClient, slug: string): Promise<Landing> {
  try {
    return await api.call('GET /landing', { query: { technical_name: slug } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw PageResponse.notFound();
    throw error;
  }
}
