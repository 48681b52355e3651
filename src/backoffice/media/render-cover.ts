/**
 * A document's first page as a picture (decision 194): PDFium, the PDF engine of Chromium,
 * compiled to WebAssembly (`@hyzyla/pdfium`: no native binary, no download at install), draws the
 * page at the cover's width; sharp encodes it like every other picture. Runs in the media pool's
 * threads, which load the engine with their first cover and keep it while they live.
 */
import { PDFiumLibrary } from '@hyzyla/pdfium';
import sharp from 'sharp';
import { encodePicture, type PictureFormat } from './render-picture.ts';

let engine: Promise<PDFiumLibrary> | undefined;

/** The first page of `pdf`, `width` px wide (the height keeps the page's ratio), or null for a file that is no readable PDF. */
export async function renderCover(pdf: Uint8Array, format: PictureFormat, width: number): Promise<Buffer | null> {
  const library = await (engine ??= PDFiumLibrary.init());
  let document;
  try {
    document = await library.loadDocument(pdf);
  } catch {
    return null;
  }
  try {
    if (document.getPageCount() === 0) return null;
    const page = document.getPage(0);
    const { originalWidth, originalHeight } = page.getOriginalSize();
    const height = Math.round((width * originalHeight) / originalWidth);
    // Opaque, on white as on paper: the bitmap comes as RGBA.
    const bitmap = await page.render({ width, height, render: 'bitmap' });
    const image = sharp(Buffer.from(bitmap.data), { raw: { width: bitmap.width, height: bitmap.height, channels: 4 } }).removeAlpha();
    return await encodePicture(image, format);
  } finally {
    document.destroy();
  }
}
