import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { VISUAL_SIZE } from './visuals.ts';
import { COVER_FOLDER, COVER_SIZE, documentOfCover } from './covers.ts';
import type { PackshotInput } from './art/packshot-input.ts';
import type { SheetProduct } from './documents.ts';
import type { MediaCatalogue } from './media-catalog.ts';
import { ownValue } from '../../shared/kernel/data/own-value.ts';
import { MediaPool, MediaPoolRefusal } from './media-pool.ts';
import type { MediaPoolOptions } from './media-pool-options.ts';
import type { MediaTask, PictureArt } from './media-worker.ts';
import type { PictureFormat } from './render-picture.ts';

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
 * The edition of what documents.ts typesets: bump it when what a document shows changes. A file,
 * once kept, is served as it is; documents and the covers drawn from them are kept in their
 * edition's folder, so those an earlier edition typeset are typeset again, not served (edition 1,
 * kept at the top: French sheets drawing the English tagline; 2: a missing glyph's box for each
 * narrow no-break space; 3: an ordinary space between a measure and its unit). The earlier files
 * stay unused, and deleting them is safe.
 */
const DOCUMENTS_EDITION = 4;
const EDITION_FOLDER = `documents-${DOCUMENTS_EDITION}/`;
/**
 * The edition of the scenes the demo draws (demo/scenes): bump it when a drawing changes, so the
 * pictures an earlier drawing rendered are drawn again, not served (edition 1, kept at the top:
 * every scene up to the factory drawn flat; 2: the factory in the scenes' light, issue 34). The
 * earlier files stay unused, and deleting them is safe.
 */
const SCENES_EDITION = 2;
const SCENES_FOLDER = `scenes-${SCENES_EDITION}/`;

/**
 * The width a picture path serves without `?w=`, per kind. A packshot's path is both a card
 * picture (240) and a product page's large one (480): it answers at the larger, the one that
 * clients without `srcset` (structured data, feeds) should get (decision 140).
 */
const OWN_WIDTHS: ReadonlyMap<string, number> = new Map([
  ['visual', VISUAL_SIZE.width],
  ['product', 480],
  ['picto', 64],
  ['cover', COVER_SIZE.width],
]);

/** What a product's packshots show, in one language: one packshot per pack size. */
export type PackshotSubject = Omit<PackshotInput, 'locale' | 'packSize'> & { readonly packSizes: readonly number[] };

/** What the library reads about products to draw their packshots and typeset their sheets. */
export interface MediaSubjects {
  sheet(slug: string, lang: string): Promise<SheetProduct | undefined>;
  packshot(slug: string, lang: string): Promise<PackshotSubject | undefined>;
}

export interface MediaFile {
  readonly content: Buffer;
  readonly contentType: string;
}

export interface MediaHead {
  readonly contentType: string;
  /** null while the file is not rendered yet. */
  readonly size: number | null;
}

/** A cover is drawn from its document's file, which is read (or typeset) first. */
interface CoverSource {
  readonly kind: 'cover-of';
  /** The document's path below /media/. */
  readonly document: string;
  readonly format: PictureFormat;
  readonly width: number;
}

/** One file of the library: a document, or a picture in one format at one width. */
interface Variant {
  readonly path: string;
  readonly extension: string;
  /** null for a document. */
  readonly width: number | null;
  /** Below DATA_DIR/media: a document and a cover under the documents' edition, a scene under the scenes'. */
  readonly file: string;
}

/**
 * The back office's media files (packshots, scenes, pictos, PDFs): generated from the data the
 * first time they are needed, in the media pool's threads, then kept in DATA_DIR/media (one file
 * per path and width), so the bytes served and the size announced for a document are those of
 * the same file. Only paths the data refers to exist, at the widths their pictures declare: a
 * request cannot make the back office draw and store arbitrary files.
 *
 * A document's size is known once its file exists, and announced null until then (decision
 * 180): an answer naming documents never waits for them to be typeset. Asking for the size of
 * one not typeset yet has it typeset in the background, one document at a time, so a file a
 * request waits for is queued behind one of them at most.
 */
export class MediaLibrary {
  readonly #catalogue: MediaCatalogue;
  readonly #root: string;
  readonly #subjects: MediaSubjects;
  readonly #pool: MediaPool;
  /** Byte sizes of the documents whose file exists: a file, once written, never changes. */
  readonly #sizes = new Map<string, number>();
  /** Files being read or generated: a second request for one waits for the first instead of rendering it again. */
  readonly #pending = new Map<string, Promise<MediaFile | null>>();
  /** Documents whose size was asked before their file existed, to typeset in the background in this order. */
  readonly #unsized = new Set<string>();
  /** The background typesetting of #unsized, while it runs. */
  #sizing: Promise<void> | null = null;
  #closed = false;

  /** `catalogue`: every media path the data refers to (referencedMedia). */
  constructor(catalogue: MediaCatalogue, dataDir: string, subjects: MediaSubjects, pool: MediaPoolOptions) {
    this.#catalogue = catalogue;
    this.#root = join(dataDir, 'media');
    this.#subjects = subjects;
    this.#pool = new MediaPool(pool);
  }

  /**
   * The file at `path` (below /media/), at `width` px for a picture (its own width when null);
   * null when the data refers to no such media or its pictures offer no such width. Rejects with
   * MediaPoolRefusal when the file must be rendered and the pool's queue is full.
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

  /**
   * What a HEAD answers for `path` at `width`, without rendering: the type, and the byte size
   * once the file exists (null before, since only rendering it tells). null when the data refers
   * to no such media. A HEAD costs a look-up, whoever sends it and however many.
   */
  async head(path: string, width: number | null = null): Promise<MediaHead | null> {
    const variant = this.#variant(path, width);
    if (variant === null) return null;
    const contentType = MEDIA_CONTENT_TYPES[variant.extension]!;
    try {
      return { contentType, size: (await stat(join(this.#root, variant.file))).size };
    } catch {
      return (await this.#source(variant)) === null ? null : { contentType, size: null };
    }
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

  /** Reads the sizes of the documents a data dir used before holds already, so that the first answers announce them. */
  async readSizes(): Promise<void> {
    const documents = [...this.#catalogue.keys()].flatMap((path) => {
      const variant = this.#variant(path, null);
      return variant?.width === null ? [variant] : [];
    });
    await Promise.all(
      documents.map(async (variant) => {
        try {
          this.#sizes.set(variant.path, (await stat(join(this.#root, variant.file))).size);
        } catch {
          // Not typeset yet.
        }
      }),
    );
  }

  /**
   * The byte size of the document a `/media/...` URL serves; null for any other URL, an unknown
   * file, or a document not typeset yet, which this has typeset in the background.
   */
  sizeOf(url: string): number | null {
    if (!url.startsWith(MEDIA_URL_PREFIX)) return null;
    const path = url.slice(MEDIA_URL_PREFIX.length);
    const known = this.#sizes.get(path);
    if (known !== undefined) return known;
    if (this.#variant(path, null)?.width === null && !this.#closed) {
      this.#unsized.add(path);
      this.#sizing ??= this.#typesetUnsized();
    }
    return null;
  }

  /** Refuses what waits in the pool, lets what renders finish and be written, then stops its threads. */
  async close(): Promise<void> {
    this.#closed = true;
    this.#unsized.clear();
    await this.#pool.close();
    await Promise.allSettled([...this.#pending.values()]);
    await this.#sizing;
  }

  async #typesetUnsized(): Promise<void> {
    // A Set's iteration visits what is added meanwhile.
    for (const path of this.#unsized) {
      try {
        await this.read(path);
      } catch (error) {
        // A full queue gives way to requests; the next answer naming the document asks again.
        if (!(error instanceof MediaPoolRefusal)) console.error(`backoffice: typesetting ${path} failed`, error);
      }
      this.#unsized.delete(path);
    }
    this.#sizing = null;
  }

  #variant(path: string, width: number | null): Variant | null {
    const declared = this.#catalogue.get(path);
    const dot = path.lastIndexOf('.');
    const extension = path.slice(dot + 1);
    if (declared === undefined || ownValue(MEDIA_CONTENT_TYPES, extension) === undefined) return null;
    if (extension === 'pdf') return width === null ? { path, extension, width: null, file: `${EDITION_FOLDER}${path}` } : null;
    const own = OWN_WIDTHS.get(path.split('/')[0]!);
    if (own === undefined) return null;
    const served = width ?? own;
    if (served !== own && !declared.has(served)) return null;
    const folder = path.startsWith(COVER_FOLDER) ? EDITION_FOLDER : path.startsWith('visual/') ? SCENES_FOLDER : '';
    return { path, extension, width: served, file: `${folder}${path.slice(0, dot)}@${served}.${extension}` };
  }

  async #load(variant: Variant): Promise<MediaFile | null> {
    let content: Buffer;
    try {
      content = await readFile(join(this.#root, variant.file));
    } catch {
      const source = await this.#source(variant);
      const task = source?.kind === 'cover-of' ? await this.#coverTask(source) : source;
      const rendered = task === null ? null : await this.#pool.render(task);
      if (rendered === null) return null;
      await this.#keep(variant.file, rendered);
      content = rendered;
    }
    if (variant.width === null) this.#sizes.set(variant.path, content.length);
    return { content, contentType: MEDIA_CONTENT_TYPES[variant.extension]! };
  }

  /**
   * Written under a temporary name, then renamed: a reader never sees half a file. The name is
   * the writer's own, so two libraries over one media folder (the tests' sites share one) can
   * write the same file at once.
   */
  async #keep(file: string, content: Buffer): Promise<void> {
    const target = join(this.#root, file);
    await mkdir(dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(temporary, content);
    await rename(temporary, target);
  }

  /**
   * What the pool renders for a file, or for a cover the document to draw it from; null when the
   * data names no such subject. Reads the data only: nothing is rendered to tell (a HEAD asks).
   */
  async #source(variant: Variant): Promise<MediaTask | CoverSource | null> {
    const name = variant.path.slice(0, variant.path.lastIndexOf('.'));
    if (variant.width === null) return this.#document(name);
    const format = variant.extension as PictureFormat;
    const document = documentOfCover(name);
    if (document !== null) {
      const documentName = document.slice(0, document.lastIndexOf('.'));
      return (await this.#document(documentName)) !== null ? { kind: 'cover-of', document, format, width: variant.width } : null;
    }
    const art = await this.#art(name);
    return art === null ? null : { kind: 'picture', art, format, width: variant.width };
  }

  /** The cover's task, with its document's bytes: the document is read, or typeset and kept, first. */
  async #coverTask({ document, format, width }: CoverSource): Promise<MediaTask | null> {
    const file = await this.read(document);
    return file === null ? null : { kind: 'cover', pdf: file.content, format, width };
  }

  /** The art a picture path (without its extension) names, or null. */
  async #art(name: string): Promise<PictureArt | null> {
    const [kind, ...rest] = name.split('/');
    switch (kind) {
      case 'visual':
        return rest.length === 1 ? { kind: 'scene', name: rest[0]! } : null;
      case 'picto':
        return rest.length === 1 ? { kind: 'picto', code: rest[0]! } : null;
      case 'product': {
        const [slug, locale, pack] = rest;
        const packSize = Number(PACK_FILE.exec(pack ?? '')?.[1]);
        if (rest.length !== 3 || !PACKSHOT_LOCALES.includes(locale as PackshotInput['locale'])) return null;
        const subject = await this.#subjects.packshot(slug!, locale!);
        if (subject === undefined || !subject.packSizes.includes(packSize)) return null;
        const { packSizes: _packSizes, ...input } = subject;
        return { kind: 'packshot', input: { ...input, locale: locale as PackshotInput['locale'], packSize } };
      }
      default:
        return null;
    }
  }

  /** The document a document path (without its extension) names, or null. */
  async #document(name: string): Promise<MediaTask | null> {
    const [kind, ...rest] = name.split('/');
    switch (kind) {
      case 'sheet': {
        const [lang, slug] = rest;
        const product = rest.length === 2 ? await this.#subjects.sheet(slug!, lang!) : undefined;
        return product === undefined ? null : { kind: 'sheet', product };
      }
      case 'document':
      case 'worksheet':
        return rest.length === 1 ? { kind: 'document', folder: kind, slug: rest[0]! } : null;
      default:
        return null;
    }
  }
}
