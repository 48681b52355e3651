/**
 * The characteristics bounds of query-limits.ts as one question, asked by the back office's reader
 * and the site's listing loaders. A module of its own: the route grammar in every page's first
 * load reads query-limits.ts, and only the listings need this.
 */
import { CARACTERISTIC_NAME_MAX_LENGTH, CARACTERISTIC_VALUE_MAX_LENGTH, CARACTERISTIC_VALUES_MAX, CARACTERISTICS_MAX } from './query-limits.ts';

/** Whether a chosen-characteristics map keeps the bounds of query-limits.ts. */
export function caracteristicsWithinBounds(chosen: Iterable<readonly [name: string, values: readonly string[]]>): boolean {
  let count = 0;
  for (const [name, values] of chosen) {
    if (++count > CARACTERISTICS_MAX || name.length > CARACTERISTIC_NAME_MAX_LENGTH || values.length > CARACTERISTIC_VALUES_MAX) return false;
    if (values.some((value) => value.length > CARACTERISTIC_VALUE_MAX_LENGTH)) return false;
  }
  return true;
}

/** What the back office answers a map beyond the bounds. */
export const caracteristicsBoundsMessage = `The caracteristics param names at most ${CARACTERISTICS_MAX} characteristics of at most ${CARACTERISTIC_NAME_MAX_LENGTH} characters, each with at most ${CARACTERISTIC_VALUES_MAX} values of at most ${CARACTERISTIC_VALUE_MAX_LENGTH} characters`;
