/**
 * Whether the page's site loads a tag manager once the visitor consents, read from the store
 * values a page was served with by the islands' starter (src/shared/app/islands.ts), without the
 * consent model: on such a site the consent banner's model must run on every page, to start the
 * tag manager a stored consent allows.
 */

/** The sid of the third parties' store (third-parties.ts). */
export const thirdPartiesSid = 'consent/$thirdParties';

export function tagManagerConfigured(served: Readonly<Record<string, unknown>>): boolean {
  const config = served[thirdPartiesSid];
  return typeof config === 'object' && config !== null && typeof (config as { tagManagerId?: unknown }).tagManagerId === 'string';
}
