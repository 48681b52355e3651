/**
 * Sends a form body to its contract endpoint through the data client's URL (the site gateway in
 * the browser): JSON, or multipart when the form carries files (a CV is too big for the 1 MB JSON
 * limit). The bot-check token, when there is one, travels in a header the server may verify; the
 * submission's idempotency key in another, so a retry of it is stored once.
 */
import { ApiError, type BackofficeClient } from '../../kernel/api/client.ts';
import type { BodyOf, DataOf } from '../../kernel/api/contract.ts';
import { IDEMPOTENCY_KEY_HEADER } from '../../kernel/api/idempotency-key.ts';
import type { FormEndpoint } from '../../kernel/validation/form-schemas.ts';

export const BOT_CHECK_HEADER = 'x-bot-check-token';
/** The page whose form sent the body: the server applies that form's own check too. */
export const FORM_PAGE_HEADER = 'x-form-page';

export interface FormPost<E extends FormEndpoint> {
  readonly endpoint: E;
  readonly body: BodyOf<E>;
  /** Files sent as multipart parts under these field names. */
  readonly files?: Readonly<Record<string, File>>;
  readonly botCheckToken?: string | undefined;
  /** One per submission, the same for each retry of it: the back office stores the submission once. */
  readonly idempotencyKey?: string | undefined;
  /** The page (its path) whose form this is, when it is a page's form. */
  readonly page?: string | undefined;
}

function multipart(body: object, files: Readonly<Record<string, File>>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'object') throw new TypeError(`${name}: nested values cannot be sent as multipart`);
    data.append(name, String(value));
  }
  for (const [name, file] of Object.entries(files)) data.append(name, file, file.name);
  return data;
}

export async function postForm<E extends FormEndpoint>(api: BackofficeClient, post: FormPost<E>): Promise<DataOf<E>> {
  const files = post.files ?? {};
  const hasFiles = Object.keys(files).length > 0;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (post.botCheckToken) headers[BOT_CHECK_HEADER] = post.botCheckToken;
  if (post.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = post.idempotencyKey;
  // Its path as the address bar encodes it: a header carries no character beyond Latin-1.
  if (post.page) headers[FORM_PAGE_HEADER] = new URL(post.page, location.href).pathname;
  if (!hasFiles) headers['content-type'] = 'application/json';
  const response = await fetch(api.url(post.endpoint), {
    method: 'POST',
    credentials: 'same-origin',
    headers,
    body: hasFiles ? multipart(post.body as object, files) : JSON.stringify(post.body),
  });
  const payload = (await response.json().catch(() => ({}))) as { data?: unknown; errors?: Record<string, unknown> };
  if (!response.ok) throw new ApiError(response.status, payload.errors ?? {}, post.endpoint);
  return payload.data as DataOf<E>;
}
