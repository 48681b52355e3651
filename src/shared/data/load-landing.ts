import type { Landing } from '../api/entities/content.ts';
import { ApiError, type DataApi } from './api.ts';
import { PageResponse } from './page-response.ts';

/** A landing page by its technical name (`GET /landing`), or a 404 page. */
export async function loadLanding(api: DataApi, slug: string): Promise<Landing> {
  try {
    const answer = await api.get<Landing | readonly Landing[]>('/landing', { technical_name: slug });
    const landing = Array.isArray(answer) ? answer[0] : answer;
    if (!landing) throw PageResponse.notFound();
    return landing as Landing;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw PageResponse.notFound();
    throw error;
  }
}
