import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Db } from '../db/open-database.ts';
import { BASE_LANG } from '../i18n/languages.ts';
import { genericDocument, technicalSheet, type SheetProduct } from './documents.ts';
import { drawPackshot, drawPicto, drawScene } from './drawings.ts';
import { referencedMedia } from './media-catalog.ts';
import { encodePng } from './png.ts';
import type { Raster } from './raster.ts';
import { encodeWebpLossless } from './webp.ts';

export const MEDIA_CONTENT_TYPES: Readonly<Record<string, string>> = { png: 'image/png', webp: 'image/webp', pdf: 'application/pdf' };
const PICTO_SIZE = 64;
const VISUAL = { width: 370, height: 300 };
const MEDIA_URL_PREFIX = '/media/';

export interface MediaFile {
  readonly content: Buffer;
  readonly contentType: string;
}

/**
 * The back office's media files (packshots, scenes, pictos, PDFs): generated from the data the
 * first time they are needed, then kept in DATA_DIR/media, so the bytes served and the size
 * announced for a document are those of the same file. Only paths the data refers to exist: a
 * request cannot make the back office draw and store arbitrary files.
 */
export class MediaLibrary {
  readonly #known: ReadonlySet<string>;
  readonly #root: string;
  readonly #sheet: (slug: string, lang: string) => SheetProduct | undefined;
  /** Byte sizes already looked up: a file, once written, never changes. */
  readonly #sizes = new Map<string, number>();

  constructor(db: Db, dataDir: string, sheet: (slug: string, lang: string) => SheetProduct | undefined) {
    this.#known = referencedMedia(db);
    this.#root = join(dataDir, 'media');
    this.#sheet = sheet;
  }

  /** The file at `path` (below /media/), or null when the data refers to no such media. */
  read(path: string): MediaFile | null {
    const contentType = this.#contentType(path);
    if (contentType === undefined) return null;
    const file = join(this.#root, path);
    try {
      return { content: readFileSync(file), contentType };
    } catch {
      const content = this.#generate(path);
      if (content === null) return null;
      mkdirSync(dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, content);
      renameSync(temporary, file);
      this.#sizes.set(path, content.length);
      return { content, contentType };
    }
  }

  /** The byte size of the document a `/media/...` URL serves; null for any other URL or an unknown file. */
  sizeOf(url: string): number | null {
    if (!url.startsWith(MEDIA_URL_PREFIX)) return null;
    const path = url.slice(MEDIA_URL_PREFIX.length);
    const known = this.#sizes.get(path);
    if (known !== undefined) return known;
    if (this.#contentType(path) === undefined) return null;
    let size: number | null;
    try {
      size = statSync(join(this.#root, path)).size;
    } catch {
      size = this.read(path)?.content.length ?? null;
    }
    if (size !== null) this.#sizes.set(path, size);
    return size;
  }

  #contentType(path: string): string | undefined {
    return this.#known.has(path) ? MEDIA_CONTENT_TYPES[path.slice(path.lastIndexOf('.') + 1)] : undefined;
  }

  #generate(path: string): Buffer | null {
    const [kind, ...rest] = path.split('/');
    const file = rest.join('/');
    const extension = file.slice(file.lastIndexOf('.') + 1);
    const name = file.slice(0, file.lastIndexOf('.'));
    const image = (raster: Raster) => (extension === 'webp' ? encodeWebpLossless(raster) : encodePng(raster));
    switch (kind) {
      case 'product': {
        const [slug, size] = name.split('/');
        const product = this.#sheet(slug ?? '', BASE_LANG);
        if (product === undefined || (size !== '240' && size !== '480')) return null;
        return image(drawPackshot(Number(size), product.color, product.form));
      }
      case 'visual':
        return image(drawScene(VISUAL.width, VISUAL.height, name));
      case 'picto': {
        const raster = drawPicto(PICTO_SIZE, name);
        return raster === null ? null : image(raster);
      }
      case 'sheet': {
        // sheet/{lang}/{slug}.pdf, or sheet/{slug}.pdf in English.
        const [lang, slug] = name.includes('/') ? name.split('/') : [BASE_LANG, name];
        const product = this.#sheet(slug ?? '', lang ?? BASE_LANG);
        return product === undefined ? null : technicalSheet(product);
      }
      case 'document':
      case 'worksheet':
        return genericDocument(kind, name);
      default:
        return null;
    }
  }
}
