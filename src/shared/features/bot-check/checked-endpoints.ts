import type { EndpointName } from '../../kernel/api/contract.ts';

/**
 * The forms anyone may send without an account: the ones `ContractForm` sends with a bot-check
 * token, and so the ones the server verifies when a secret key is configured.
 */
export const botCheckedEndpoints: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'POST /contact',
  'POST /construction-starts',
  'POST /application',
  'POST /training-inscription',
  'POST /landing/data',
  'POST /wishlist/send',
]);
