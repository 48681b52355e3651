import sharp, { type Sharp } from 'sharp';

/** The formats a picture is served in: PNG for any client, WebP and AVIF for `<picture>` sources. */
export type PictureFormat = 'png' | 'webp' | 'avif';

export const PICTURE_FORMATS: readonly PictureFormat[] = ['png', 'webp', 'avif'];

/** Density (dots per inch) at which librsvg renders an SVG at its own size in px. */
const SVG_DENSITY = 72;

/**
 * Encoder settings (decision 140, figures in bench/README.md). AVIF and WebP are what browsers
 * take: lossy, at a quality where the drawn art and its lettering show no artefact and a phone's
 * largest picture stays far under 60 KB (~10 KB for a packshot at 720 px). Their efforts are low:
 * encoding, not rasterising, is the cost of a cold catalogue, and on drawn art AVIF effort 2
 * saves ~5 % over effort 1 for 1.6x the time, WebP effort 4 ~5 % over 2 for 2x. PNG, for
 * clients without `<picture>` and structured data, is true colour at a middle zlib level: a
 * palette would save a third for five times the time, on a file browsers rarely fetch.
 */
const ENCODERS: Record<PictureFormat, (image: Sharp) => Sharp> = {
  png: (image) => image.png({ compressionLevel: 6 }),
  webp: (image) => image.webp({ quality: 80, effort: 2 }),
  avif: (image) => image.avif({ quality: 55, effort: 1 }),
};

/** An SVG document and the width its root element declares, in px. */
export interface Drawing {
  readonly svg: string;
  readonly width: number;
}

/**
 * The drawing rendered `width` px wide (the height keeps its ratio) in `format`. The vectors are
 * rasterised at the target size rather than downscaled from a large bitmap: sharper and faster.
 */
export function renderPicture(drawing: Drawing, format: PictureFormat, width: number): Promise<Buffer> {
  const image = sharp(Buffer.from(drawing.svg), { density: (SVG_DENSITY * width) / drawing.width }).resize({ width });
  return encodePicture(image, format);
}

/** A picture already at its size, encoded in `format` with the settings above. */
export function encodePicture(image: Sharp, format: PictureFormat): Promise<Buffer> {
  return ENCODERS[format](image).toBuffer();
}
