/**
 * Query parameters added by campaign tools, ad networks and mail clients. They say where a
 * visitor came from, never which page they want, so they must not stop a legacy redirect and
 * are carried over to the destination so campaign attribution survives the hop.
 */
const MARKETING_PREFIXES = ['utm_'] as const;
const MARKETING_NAMES: ReadonlySet<string> = new Set([
  'gclid', 'gbraid', 'wbraid', 'dclid', 'fbclid', 'msclkid', 'yclid', 'igshid',
  'mc_cid', 'mc_eid', '_hsenc', '_hsmi',
]);

/** `name` is expected lower-cased. */
export function isMarketingParameter(name: string): boolean {
  if (MARKETING_NAMES.has(name)) return true;
  for (const prefix of MARKETING_PREFIXES) {
    if (name.startsWith(prefix)) return true;
  }
  return false;
}
