import { ApiError } from '../../kernel/api/client.ts';
import { PageResponse } from '../../kernel/data/page-response.ts';

/**
 * A guarded page's customer call: a login token the back office no longer accepts (expired,
 * revoked) shows the 401 page, whose text sends the visitor to the login page.
 */
export async function customerCall<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw PageResponse.unauthorized();
    throw error;
  }
}
