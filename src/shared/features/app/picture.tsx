import { useUnit } from 'effector-react';
import { preload } from 'react-dom';
import type { Picture as PictureData } from '../../kernel/api/entities/site.ts';
import { $supportsWebp } from './model.ts';

/**
 * Every place a picture is shown, with the CSS width it really takes, for the browser to pick a
 * file from `srcset` (site.css, card-grid.css, product-card.css; measured in Chromium at 390,
 * 768, 1024 and 1366 px: the content is at most 75rem with 1rem gutters, cards have a 1rem
 * padding and a 1 px border). A number is a slot of fixed width, which also sets the picture's
 * `width`; elsewhere `width` and `height` are the picture's own (cards 240 × 240, push visuals
 * 370 × 300, the spec's sizes), the CSS fitting it to its box.
 */
export const pictureSlots = {
  /** Product cards: 2 a row on phones (153 px at 390), then at most 240 px. */
  card: '(min-width:600px) 240px,45vw',
  /**
   * Home slides: a 5:2 banner across the content from 769 px (at most 75rem, 1rem gutters); below,
   * 13rem high and cropped to the slide's width, so drawn 32.5rem wide (site.css, decision 197).
   */
  hero: '(min-width:769px) min(75rem,100vw - 2rem),32.5rem',
  /**
   * Range tiles: 2 a row on phones (169 px at 390), then 2 or 3 (354 or 227 px at 768), 3 or 4
   * from 1024 px (371 px at 1366, said 370 so that a 1x screen takes the 370 px file, not twice it).
   */
  rangeTile: '(min-width:1024px) 370px,(min-width:600px) 46vw,44vw',
  /**
   * Push, news and folder cards in their grids, and the first range tile of an odd count, which
   * spans the row on phones (card-grid.css): one a row on phones (356 px at 390), then as tiles;
   * a lone push is a banner of at most 24rem (370 px as for the tiles).
   */
  gridCard: '(min-width:1024px) 370px,(min-width:600px) 46vw,92vw',
  /** A CMS block's or a landing's visual: 370 px, less on a phone. */
  block: '(min-width:402px) 370px,92vw',
  /** The product gallery's main picture: at most 30rem high, inside the stage's padding on phones (324 px at 390). */
  galleryMain: '(min-width:546px) 480px,84vw',
  /** Search results: one a row on phones (324 px at 390), then 13rem columns. */
  resultCard: '(min-width:600px) 240px,84vw',
  /** The push in a menu panel (16rem). */
  menuPush: '256px',
  scanResult: '160px',
  /** 120 px: the comparator's products, and a document card's cover (its first page, 120 × 170: a slot of its own cost home's first load bytes it has not got). */
  comparator: '120px',
  galleryThumb: 72,
  /** Search suggestions, the compare tray and the footer's top products. */
  thumbnail: 48,
  pictogram: 40,
} as const;

export type PictureSlot = keyof typeof pictureSlots;

/** A range tile's slot: on phones the first of an odd count of tiles spans the row. */
export const rangeTileSlot = (index: number, count: number): PictureSlot => (index === 0 && count % 2 ? 'gridCard' : 'rangeTile');

/** A back-office picture; pictograms come in one size and without AVIF. */
type PictureFiles = Pick<PictureData, 'url' | 'webp' | 'alt'> & Partial<Pick<PictureData, 'avif' | 'width' | 'height' | 'widths'>>;

interface PictureProps {
  readonly picture: PictureFiles;
  readonly slot: PictureSlot;
  /** The page's largest picture (one a page): loaded at once with high priority and preloaded from the head. */
  readonly priority?: boolean;
  /** Overrides the media's alt text (empty for a picture that only decorates a labelled link). */
  readonly alt?: string;
  readonly className?: string;
}

/** Each width of the picture at its `?w=` URL (the contract's rule), or the one file. */
const srcSetOf = (url: string, widths: readonly number[] | undefined) => (widths ? widths.map((width) => `${url}?w=${width} ${width}w`).join() : url);

/** The densest screens served: a browser never picks a file wider than this many times the slot's. */
const densestScreen = 3;

/**
 * The widths worth offering in a slot of one width (`72px`): those up to the first that covers the
 * densest screen; a wider file is never picked (a 48 px thumbnail listed 480 and 720 too).
 */
export function widthsForSlot(widths: readonly number[] | undefined, sizes: string): readonly number[] | undefined {
  const fixed = /^(\d+)px$/.exec(sizes);
  if (!widths || !fixed) return widths;
  const enough = widths.findIndex((width) => width >= Number(fixed[1]) * densestScreen);
  return enough === -1 ? widths : widths.slice(0, enough + 1);
}

/**
 * The one responsive picture: AVIF at every width, WebP for requests that accept it (spec §4),
 * PNG otherwise; width and height always set so nothing shifts while it loads; lazy unless it is
 * the page's priority picture, whose AVIF set React hoists into the head as a preload (the
 * server writes it; on hydration the client finds it there and adds none).
 */
export function Picture({ picture, slot, priority, alt, className }: PictureProps) {
  const supportsWebp = useUnit($supportsWebp);
  const slotSize = pictureSlots[slot];
  const [sizes, width] = typeof slotSize === 'number' ? [`${slotSize}px`, slotSize] : [slotSize, picture.width!];
  // Pictograms are square and say no size.
  const height = picture.width ? Math.round((width * picture.height!) / picture.width) : width;
  const widths = widthsForSlot(picture.widths, sizes);
  const avif = picture.avif && srcSetOf(picture.avif, widths);
  if (priority && avif) preload(picture.avif!, { as: 'image', imageSrcSet: avif, imageSizes: sizes, fetchPriority: 'high', type: 'image/avif' });
  return (
    <picture className={className}>
      {avif && <source type="image/avif" srcSet={avif} sizes={sizes} />}
      {supportsWebp && <source type="image/webp" srcSet={srcSetOf(picture.webp, widths)} sizes={sizes} />}
      <img
        src={picture.url}
        alt={alt ?? picture.alt}
        width={width}
        height={height}
        {...(priority ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy', decoding: 'async' })}
      />
    </picture>
  );
}
