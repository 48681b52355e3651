/**
 * What runs in the media pool's threads (decision 180): typesetting a document (pdfkit),
 * drawing a picture's SVG then rasterising and encoding it (sharp), and drawing a document's
 * first page as its cover (PDFium, decision 194). A task carries all it needs,
 * read from the data by the back office's own thread; the answer is the file's bytes, or null
 * when the task names no drawing (a scene or pictogram nobody drew).
 */
import sharp from 'sharp';
import { PACKSHOT_SIZE, packshotSvg } from './art/packshot.ts';
import type { PackshotInput } from './art/packshot-input.ts';
import { PICTO_SIZE, pictoSvg } from './art/pictos.ts';
import { sceneDrawing } from '../demo/scenes.ts';
import { genericDocument, technicalSheet, type SheetProduct } from './documents.ts';
import { renderCover } from './render-cover.ts';
import { renderPicture, type Drawing, type PictureFormat } from './render-picture.ts';

/**
 * One libvips thread per media thread: the pool's size is then the number of cores media work
 * takes, and the others stay with the threads that answer requests (sharp's default is a thread
 * per core for every picture).
 */
sharp.concurrency(1);
/**
 * No libvips operation cache (50 MB by default): every picture is rendered once and then read from
 * DATA_DIR, so a cached operation is never asked for again and would only hold memory.
 */
sharp.cache(false);

/** The art a picture shows. */
export type PictureArt =
  | { readonly kind: 'scene'; readonly name: string }
  | { readonly kind: 'picto'; readonly code: string }
  | { readonly kind: 'packshot'; readonly input: PackshotInput };

export type MediaTask =
  | { readonly kind: 'sheet'; readonly product: SheetProduct }
  | { readonly kind: 'document'; readonly folder: 'document' | 'worksheet'; readonly slug: string }
  | { readonly kind: 'picture'; readonly art: PictureArt; readonly format: PictureFormat; readonly width: number }
  /** The document's bytes travel with the task: the thread reads no file. */
  | { readonly kind: 'cover'; readonly pdf: Uint8Array; readonly format: PictureFormat; readonly width: number };

function drawingOf(art: PictureArt): Drawing | null {
  switch (art.kind) {
    case 'scene':
      return sceneDrawing(art.name);
    case 'picto': {
      const svg = pictoSvg(art.code);
      return svg === null ? null : { svg, width: PICTO_SIZE };
    }
    case 'packshot':
      return { svg: packshotSvg(art.input), width: PACKSHOT_SIZE };
  }
}

export default async function renderMedia(task: MediaTask): Promise<Uint8Array | null> {
  switch (task.kind) {
    case 'sheet':
      return technicalSheet(task.product);
    case 'document':
      return genericDocument(task.folder, task.slug);
    case 'picture': {
      const drawing = drawingOf(task.art);
      return drawing === null ? null : renderPicture(drawing, task.format, task.width);
    }
    case 'cover':
      return renderCover(task.pdf, task.format, task.width);
  }
}
