import type { BackofficeQueries } from '../db/schema.ts';
import { documentCover } from './covers.ts';
import { visual } from './visuals.ts';

const MEDIA_URL = /\/media\/([a-z0-9][a-z0-9/._-]*)/g;
const MEDIA_PREFIX = '/media/';
/** The stored JSON that names media: bodies, menus and product medias, in every language. */
const NAMING_COLUMNS = [
  ['content', 'body'],
  ['content_translation', 'body'],
  ['menu', 'items'],
  ['menu_translation', 'items'],
  ['product', 'medias'],
  ['product_translation', 'medias'],
] as const;
/** No slot displays a picture wider: a width typed wrong in the data cannot make the back office render a huge file. */
const MAX_WIDTH = 2400;
/** The formats of a picture, each of which is served at the picture's widths. */
const PICTURE_FIELDS = ['url', 'webp', 'avif'] as const;

/** Every media path the data refers to (below /media/), with the widths its pictures declare (none for a document). */
export type MediaCatalogue = ReadonlyMap<string, ReadonlySet<number>>;

/**
 * Every media path the data refers to, with the widths the pictures naming it declare (`width`
 * and `widths`). Only these are generated, so a request cannot make the back office draw and
 * store arbitrary files, nor a picture at a width nobody offered.
 */
export async function referencedMedia(queries: BackofficeQueries): Promise<MediaCatalogue> {
  const catalogue = new Map<string, Set<number>>();
  const refer = (path: string, widths: readonly number[] = []) => {
    let known = catalogue.get(path);
    if (known === undefined) {
      known = new Set();
      catalogue.set(path, known);
    }
    for (const width of widths) if (Number.isInteger(width) && width > 0 && width <= MAX_WIDTH) known.add(width);
  };
  const collectPictures = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const entry of value) collectPictures(entry);
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    const record = value as Record<string, unknown>;
    const { width, widths } = record;
    if (typeof width === 'number' && Array.isArray(widths)) {
      const declared = [width, ...widths.filter((entry): entry is number => typeof entry === 'number')];
      for (const field of PICTURE_FIELDS) {
        const url = record[field];
        if (typeof url === 'string' && url.startsWith(MEDIA_PREFIX)) refer(url.slice(MEDIA_PREFIX.length), declared);
      }
    }
    for (const entry of Object.values(record)) collectPictures(entry);
  };

  const texts = await Promise.all(
    NAMING_COLUMNS.map(async ([table, column]) => ((await queries.selectFrom(table).select(column).execute()) as Record<typeof column, string>[]).map((row) => row[column])),
  );
  for (const text of texts.flat()) {
    // Any /media/ URL, wherever it stands (a link in a text too), is served at its own size...
    for (const match of text.matchAll(MEDIA_URL)) refer(match[1]!);
    // ...and a picture's formats at the widths it declares.
    try {
      collectPictures(JSON.parse(text));
    } catch {
      // Not JSON: its URLs were collected above.
    }
  }
  // Category covers are not stored: the category repository names them by slug.
  for (const { slug } of await queries.selectFrom('category').select('slug').execute()) collectPictures(visual(`category-${slug}`, ''));
  // Nor are documents' covers: each document the data names has one (covers.ts).
  for (const path of [...catalogue.keys()]) collectPictures(documentCover(`${MEDIA_PREFIX}${path}`, ''));
  return catalogue;
}
