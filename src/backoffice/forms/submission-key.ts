/**
 * The key a submission is stored under (decision 178): a digest of the endpoint, the site, the
 * client's idempotency key and the body with its keys sorted. A retry sends the same key and body,
 * so it finds the first; the body is part of it because a page kept by the site's render cache
 * gives its hidden key to every visitor, whose different posts must stay apart.
 */
import { createHash } from 'node:crypto';
import type { EndpointName } from '../../shared/kernel/api/contract.ts';

export function submissionKey(endpoint: EndpointName, siteId: number, idempotencyKey: string, body: unknown): string {
  return createHash('sha256').update(JSON.stringify([endpoint, siteId, idempotencyKey, sortedKeys(body)])).digest('base64url');
}

/** The value with every object's keys in order; bodies are at most 8 levels deep (body-shape.ts), so recursion is bounded. */
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  return Object.keys(record)
    .sort()
    .map((key) => [key, sortedKeys(record[key])]);
}
