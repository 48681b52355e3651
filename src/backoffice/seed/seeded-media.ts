import type { Db } from '../db/open-database.ts';

/** The fields that say which file a picture or document is and at which sizes: what a new seed's media changes. */
const MEDIA_FIELDS = ['url', 'webp', 'avif', 'width', 'height', 'widths'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isMediaUrl(value: unknown): boolean {
  return typeof value === 'string' && value.startsWith('/media/');
}

/**
 * `stored` with the media fields of `seeded` wherever both hold a media file (an object whose
 * `url` is below /media/) at the same place: pictures gain their new formats and widths, a
 * document its new URL, and every other field (a title or alt text edited since) stays stored.
 */
export function withSeededMedia(stored: unknown, seeded: unknown): unknown {
  if (Array.isArray(stored)) return Array.isArray(seeded) ? stored.map((entry, index) => withSeededMedia(entry, seeded[index])) : stored;
  if (!isRecord(stored) || !isRecord(seeded)) return stored;
  const merged = Object.fromEntries(Object.entries(stored).map(([key, value]) => [key, withSeededMedia(value, seeded[key])]));
  if (isMediaUrl(stored.url) && isMediaUrl(seeded.url)) {
    for (const field of MEDIA_FIELDS) if (field in seeded) merged[field] = seeded[field];
  }
  return merged;
}

/**
 * For an upgrade from a seed whose media were older: lays the seed's media fields over one JSON
 * column of the rows the seed owns (see withSeededMedia), by the row's key; a row missing is left
 * to the insert, a row unchanged is not written.
 */
export function seededMediaRefresher(db: Db, table: string, column: string, keys: readonly string[]): (seeded: unknown, ...key: unknown[]) => void {
  const where = keys.map((key) => `${key} = ?`).join(' AND ');
  const select = db.prepare(`SELECT ${column} FROM ${table} WHERE ${where}`).pluck();
  const update = db.prepare(`UPDATE ${table} SET ${column} = ? WHERE ${where}`);
  return (seeded, ...key) => {
    const stored = select.get(...key) as string | undefined;
    if (stored === undefined) return;
    const refreshed = JSON.stringify(withSeededMedia(JSON.parse(stored), JSON.parse(JSON.stringify(seeded))));
    if (refreshed !== stored) update.run(refreshed, ...key);
  };
}
