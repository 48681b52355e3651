/**
 * A visitor's Web Vitals beacon (`POST /rum`, decision 192), read strictly: a small JSON object
 * naming the page's route, its audience and the device's class, and up to four measures. Nothing
 * else is read or kept: no URL, no identifier, no time. Every label is checked against a set
 * known before the request (the route table's names), so a beacon can never add a series.
 */

export const WEB_VITAL_NAMES = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];
const AUDIENCES = ['pro', 'part', 'none'] as const;
const DEVICES = ['phone', 'tablet', 'desktop'] as const;

export interface WebVital {
  readonly name: WebVitalName;
  /** Milliseconds, or CLS's unitless score. */
  readonly value: number;
  readonly page: string;
  readonly audience: (typeof AUDIENCES)[number];
  readonly device: (typeof DEVICES)[number];
}

/** A beacon is a few hundred bytes; more is not one. */
export const BEACON_MAX_BYTES = 1024;
/** Measures beyond these are a broken clock or a tab left open, not a visit. */
const MAX_VALUE: Readonly<Record<WebVitalName, number>> = { LCP: 120_000, INP: 60_000, TTFB: 120_000, CLS: 100 };

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T => typeof value === 'string' && (values as readonly string[]).includes(value);

/** The measures of a beacon body, or undefined when it is not one (the request gets a 400). */
export function readWebVitalsBeacon(body: string, routeNames: ReadonlySet<string>): WebVital[] | undefined {
  if (body.length > BEACON_MAX_BYTES) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { page, audience, device, vitals } = value as Record<string, unknown>;
  if (typeof page !== 'string' || !routeNames.has(page) || !isOneOf(AUDIENCES, audience) || !isOneOf(DEVICES, device)) return undefined;
  if (!Array.isArray(vitals) || vitals.length === 0 || vitals.length > WEB_VITAL_NAMES.length) return undefined;
  const read: WebVital[] = [];
  for (const vital of vitals as unknown[]) {
    if (typeof vital !== 'object' || vital === null) return undefined;
    const { name, value: measured } = vital as Record<string, unknown>;
    if (!isOneOf(WEB_VITAL_NAMES, name) || typeof measured !== 'number' || !Number.isFinite(measured) || measured < 0 || measured > MAX_VALUE[name]) return undefined;
    if (read.some((seen) => seen.name === name)) return undefined;
    read.push({ name, value: measured, page, audience, device });
  }
  return read;
}
