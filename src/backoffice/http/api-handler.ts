import type { IncomingMessage, ServerResponse } from 'node:http';
import { adminTokenGate } from '../../shared/kernel/api/admin-token.ts';
import { contract, type EndpointName } from '../../shared/kernel/api/contract.ts';
import { compileContractMatcher } from '../../shared/kernel/api/contract-matcher.ts';
import { IDEMPOTENCY_KEY_HEADER, isIdempotencyKey } from '../../shared/kernel/api/idempotency-key.ts';
import { englishValidationTexts } from '../../shared/kernel/i18n/validation/en.ts';
import type { AccountStore } from '../accounts/account-store.ts';
import type { Services } from '../services.ts';
import type { Handler, Handlers } from './handler.ts';
import { HttpError } from './http-error.ts';
import { DEFAULT_BODY_LIMIT, readJsonBody } from './json-body.ts';
import { QueryReader } from './query-reader.ts';
import { resolveScope } from './scope.ts';

/** Bodies that carry a base64 CV get more room than the 1 MB default. */
const BODY_LIMITS: Partial<Record<EndpointName, number>> = { 'POST /application': 8 * 1024 * 1024 };

/** The back office answers every entry of the contract. */
export const backofficeRoutes = compileContractMatcher();

export function createApiHandler(services: Services, accounts: AccountStore, handlers: Handlers) {

  const adminAccess = adminTokenGate(services.adminToken ?? undefined);

  function bearer(request: IncomingMessage): string | null {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    return match?.[1] ?? null;
  }

  /** Answers a request whose path is under the API prefix (`path` is the rest, raw). */
  return async function handleApi(request: IncomingMessage, response: ServerResponse, path: string, search: string): Promise<void> {
    const match = backofficeRoutes(request.method ?? 'GET', path);
    if (match.kind === 'unknown') throw new HttpError(404, { message: 'Unknown endpoint' });
    if (match.kind === 'wrong-method') {
      response.setHeader('allow', match.allowed.join(', '));
      throw new HttpError(405, { message: 'Method not allowed' });
    }
    const { name } = match;
    const handler = handlers[name] as Handler<EndpointName>;
    const endpoint = contract[name];
    const query = new QueryReader(new URLSearchParams(search));
    const scope = resolveScope(services.sites, query);
    let customer = null;
    if (endpoint.auth === 'customer') {
      const token = bearer(request);
      customer = token === null ? null : await accounts.customerForToken(scope.site.id, token, services.now());
      if (customer === null) throw new HttpError(401, { message: 'Please log in' });
    } else if (endpoint.auth === 'admin' && adminAccess(request) !== 'allowed') {
      throw new HttpError(401, { message: 'Admin token required' });
    }
    // A header sent twice comes joined, and fails the key's grammar.
    const idempotencyKey = request.headers[IDEMPOTENCY_KEY_HEADER]?.toString() ?? null;
    if (idempotencyKey !== null && !isIdempotencyKey(idempotencyKey)) throw new HttpError(400, { idempotency_key: englishValidationTexts.idempotencyKey });
    const body = endpoint.method === 'POST' || endpoint.method === 'PUT' ? await readJsonBody(request, BODY_LIMITS[name] ?? DEFAULT_BODY_LIMIT) : {};
    const started = performance.now();
    const data = await handler({ params: match.params, query, body, scope, customer, idempotencyKey });
    response.setHeader('server-timing', `app;dur=${(performance.now() - started).toFixed(3)}`);
    response.statusCode = endpoint.status;
    response.setHeader('cache-control', endpoint.auth === 'none' && endpoint.method === 'GET' ? 'no-cache' : 'no-store');
    sendJson(response, { data });
  };
}

export function sendJson(response: ServerResponse, payload: unknown): void {
  const body = JSON.stringify(payload);
  response.setHeader('content-type', 'application/json; charset=utf-8');
  response.setHeader('content-length', Buffer.byteLength(body));
  response.end(body);
}
