import { mkdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Db } from '../db/open-database.ts';
import { VISUAL_SIZE } from '../seed/pictures.ts';
import { PACKSHOT_SIZE, packshotSvg } from './art/packshot.ts';
import type { PackshotInput } from './art/packshot-input.ts';
import { PICTO_SIZE, pictoSvg } from './art/pictos.ts';
import { SCENE_SIZE, sceneSvg } from './art/scenes.ts';
import { genericDocument, technicalSheet, type SheetProduct } from './documents.ts';
import { referencedMedia, type MediaCatalogue } from './media-catalog.ts';
import { renderPicture, type Drawing, type PictureFormat } from './render-picture.ts';
import { ownValue } from '../../shared/kernel/validation/hostile-keys.ts';

export const MEDIA_CONTENT_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  pdf: 'application/pdf',
};
const MEDIA_URL_PREFIX = '/media/';
/** The languages packshots are lettered in. */
const PACKSHOT_LOCALES: readonly PackshotInput['locale'][] = ['en', 'fr'];
/** A pack size in a packshot's file name: `5kg`, `1.5kg`. */
const PACK_FILE = /^(\d+(?:\.\d+)?)kg$/;

/**
 * The width a picture path serves without `?w=`, per kind. A packshot's path is both a card
 * picture (240) and a product page's large one (480): it answers at the larger, the one that
 * clients without `srcset` (structured data, feeds) should get (decision 140).
 */
const OWN_WIDTHS: ReadonlyMap<string, number> = new Map([
  ['visual', VISUAL_SIZE.width],
  ['product', 480],
  ['picto', 64],
]);

/** What a product's packshots show, in one language: one packshot per pack size. */
export type PackshotSubject = Omit<PackshotInput, 'locale' | 'packSize'> & { readonly packSizes: readonly number[] };

/** What the library reads about products to draw their packshots and typeset their sheets. */
export interface MediaSubjects {
  sheet(slug: string, lang: string): SheetProduct | undefined;
  packshot(slug: string, lang: string): PackshotSubject | undefined;
}

export interface MediaFile {
  readonly content: Buffer;
  readonly contentType: string;
}

/** One file of the library: a document, or a picture in one format at one width. */
interface Variant {
  readonly path: string;
  readonly extension: string;
  /** null for a document. */
  readonly width: number | null;
  /** Below DATA_DIR/media. */
  readonly file: string;
}

/**
 * The back office's media files (packshots, scenes, pictos, PDFs): generated from the data the
 * first time they are needed, then kept in DATA_DIR/media (one file per path and width), so the
 * bytes served and the size announced for a document are those of the same file. Only paths the
 * data refers to exist, at the widths their pictures declare: a request cannot make the back
 * office draw and store arbitrary files.
 */
export class MediaLibrary {
  readonly #catalogue: MediaCatalogue;
  readonly #root: string;
  readonly #subjects: MediaSubjects;
  /** Byte sizes already looked up: a file, once written, never changes. */
  readonly #sizes = new Map<string, number>();
  /** Files being read or generated: a second request for one waits for the first instead of rendering it again. */
  readonly #pending = new Map<string, Promise<MediaFile | null>>();

  constructor(db: Db, dataDir: string, subjects: MediaSubjects) {
    this.#catalogue = referencedMedia(db);
    this.#root = join(dataDir, 'media');
    this.#subjects = subjects;
  }

  /**
   * The file at `path` (below /media/), at `width` px for a picture (its own width when null);
   * null when the data refers to no such media or its pictures offer no such width.
   */
  read(path: string, width: number | null = null): Promise<MediaFile | null> {
    const variant = this.#variant(path, width);
    if (variant === null) return Promise.resolve(null);
    let pending = this.#pending.get(variant.file);
    if (pending === undefined) {
      pending = this.#load(variant).finally(() => this.#pending.delete(variant.file));
      this.#pending.set(variant.file, pending);
    }
    return pending;
  }

  /** Every file the library can serve, as `path` or `path?w=N` below /media/ (the bench generates them all). */
  variants(): string[] {
    return [...this.#catalogue].flatMap(([path, widths]) => {
      const own = this.#variant(path, null);
      if (own === null) return [];
      if (own.width === null) return [path];
      return [path, ...[...widths].filter((width) => width !== own.width).sort((a, b) => a - b).map((width) => `${path}?w=${width}`)];
    });
  }

  /** The byte size of the document a `/media/...` URL serves; null for any other URL or an unknown file. */
  sizeOf(url: string): number | null {
    if (!url.startsWith(MEDIA_URL_PREFIX)) return null;
    const path = url.slice(MEDIA_URL_PREFIX.length);
    const known = this.#sizes.get(path);
    if (known !== undefined) return known;
    const variant = this.#variant(path, null);
    if (variant === null || variant.width !== null) return null;
    let size: number | null;
    try {
      size = statSync(join(this.#root, variant.file)).size;
    } catch {
      // Documents are written synchronously: a product's answer announces its sheet's size.
      const content = this.#document(variant.path);
      if (content !== null) this.#keep(variant.file, content);
      size = content?.length ?? null;
    }
    if (size !== null) this.#sizes.set(path, size);
    return size;
  }

  #variant(path: string, width: number | null): Variant | null {
    const declared = this.#catalogue.get(path);
    const dot = path.lastIndexOf('.');
    const extension = path.slice(dot + 1);
    if (declared === undefined || ownValue(MEDIA_CONTENT_TYPES, extension) === undefined) return null;
    if (extension === 'pdf') return width === null ? { path, extension, width: null, file: path } : null;
    const own = OWN_WIDTHS.get(path.split('/')[0]!);
    if (own === undefined) return null;
    const served = width ?? own;
    if (served !== own && !declared.has(served)) return null;
    return { path, extension, width: served, file: `${path.slice(0, dot)}@${served}.${extension}` };
  }

  async #load(variant: Variant): Promise<MediaFile | null> {
    const contentType = MEDIA_CONTENT_TYPES[variant.extension]!;
    const file = join(this.#root, variant.file);
    try {
      return { content: await readFile(file), contentType };
    } catch {
      const content = variant.width === null ? this.#document(variant.path) : await this.#picture(variant.path, variant.extension as PictureFormat, variant.width);
      if (content === null) return null;
      this.#keep(variant.file, content);
      if (variant.width === null) this.#sizes.set(variant.path, content.length);
      return { content, contentType };
    }
  }

  /** Written under a temporary name, then renamed: a reader never sees half a file. */
  #keep(file: string, content: Buffer): void {
    const target = join(this.#root, file);
    mkdirSync(dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}.tmp`;
    writeFileSync(temporary, content);
    renameSync(temporary, target);
  }

  async #picture(path: string, format: PictureFormat, width: number): Promise<Buffer | null> {
    const drawing = this.#drawing(path.slice(0, path.lastIndexOf('.')));
    return drawing === null ? null : renderPicture(drawing, format, width);
  }

  /** The drawing a picture path (without its extension) names, or null. */
  #drawing(name: string): Drawing | null {
    const [kind, ...rest] = name.split('/');
    switch (kind) {
      case 'visual': {
        const svg = rest.length === 1 ? sceneSvg(rest[0]!) : null;
        return svg === null ? null : { svg, width: SCENE_SIZE.width };
      }
      case 'picto': {
        const svg = rest.length === 1 ? pictoSvg(rest[0]!) : null;
        return svg === null ? null : { svg, width: PICTO_SIZE };
      }
      case 'product': {
        const [slug, locale, pack] = rest;
        const packSize = Number(PACK_FILE.exec(pack ?? '')?.[1]);
        if (rest.length !== 3 || !PACKSHOT_LOCALES.includes(locale as PackshotInput['locale'])) return null;
        const subject = this.#subjects.packshot(slug!, locale!);
        if (subject === undefined || !subject.packSizes.includes(packSize)) return null;
        const { packSizes: _packSizes, ...input } = subject;
        return { svg: packshotSvg({ ...input, locale: locale as PackshotInput['locale'], packSize }), width: PACKSHOT_SIZE };
      }
      default:
        return null;
    }
  }

  /** The PDF a document path names, or null. */
  #document(path: string): Buffer | null {
    const [kind, ...rest] = path.slice(0, -'.pdf'.length).split('/');
    switch (kind) {
      case 'sheet': {
        const [lang, slug] = rest;
        const product = rest.length === 2 ? this.#subjects.sheet(slug!, lang!) : undefined;
        return product === undefined ? null : technicalSheet(product);
      }
      case 'document':
      case 'worksheet':
        return rest.length === 1 ? genericDocument(kind, rest[0]!) : null;
      default:
        return null;
    }
  }
}
