import sharp, { type Sharp } from 'sharp';

/** The formats a picture is served in: PNG for any client, WebP and AVIF for `<picture>` sources. */
export type PictureFormat = 'png' | 'webp' | 'avif';

export const PICTURE_FORMATS: readonly PictureFormat[] = ['png', 'webp', 'avif'];

/** Density (dots per inch) at which librsvg renders an SVG at its own size in px. */
const SVG_DENSITY = 72;

/**
 * Encoder settings (decision 140, figures in bench/README.md): AVIF and WebP are what browsers
 * take, so they are lossy at a quality where the flat-shaded art shows no artefact and a phone's
 * largest picture stays far under 60 KB; AVIF's effort is low because it dominates the cold
 * generation time and higher efforts gain little on drawn art. PNG (clients without `<picture>`,
 * structured data) is lossless but quantised to a palette, which drawn art survives.
 */
const ENCODERS: Record<PictureFormat, (image: Sharp) => Sharp> = {
  png: (image) => image.png({ palette: true, quality: 90, effort: 4, compressionLevel: 9 }),
  webp: (image) => image.webp({ quality: 80, effort: 4, smartSubsample: true }),
  avif: (image) => image.avif({ quality: 55, effort: 2, chromaSubsampling: '4:2:0' }),
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
  return ENCODERS[format](image).toBuffer();
}
