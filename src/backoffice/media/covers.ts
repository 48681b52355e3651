/**
 * A document's cover: its first page rasterised (render-cover.ts), served as a picture like any
 * other, at `/media/cover/{the document's path without .pdf}.{png|webp|avif}`. Derived from the
 * document's address, so every document the data names has one and nothing else does.
 */
import type { Picture } from '../../shared/kernel/api/contract.ts';

/** An A4 page 120 px wide (a document card's cover), 1 : √2. */
export const COVER_SIZE = { width: 120, height: 170 } as const;
/** The cover at 1x, 2x and 3x: a phone's card shows it at its own width. */
export const COVER_WIDTHS = [120, 240, 360];

const MEDIA_PREFIX = '/media/';
const DOCUMENT_EXTENSION = '.pdf';
/** The folder of covers below /media/. */
export const COVER_FOLDER = 'cover/';

/** The document path (below /media/) a cover path without its extension names, or null when it is no cover. */
export function documentOfCover(name: string): string | null {
  return name.startsWith(COVER_FOLDER) ? `${name.slice(COVER_FOLDER.length)}${DOCUMENT_EXTENSION}` : null;
}

/** The cover of the document at `url`; null for an address the back office does not serve. */
export function documentCover(url: string, alt: string): Picture | null {
  if (!url.startsWith(MEDIA_PREFIX) || !url.endsWith(DOCUMENT_EXTENSION)) return null;
  const name = `${MEDIA_PREFIX}${COVER_FOLDER}${url.slice(MEDIA_PREFIX.length, -DOCUMENT_EXTENSION.length)}`;
  return { url: `${name}.png`, webp: `${name}.webp`, avif: `${name}.avif`, alt, title: alt, ...COVER_SIZE, widths: COVER_WIDTHS };
}
