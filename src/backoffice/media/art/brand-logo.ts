import { lettering, measureText } from './lettering.ts';

/** The brand's colours, as in the site's logo (src/client/static/logo.svg). */
export const BRAND_BLUE = '#0e4c8a';
export const BRAND_ORANGE = '#f5a623';

const WORDMARK = 'Filler & Plaster';
/** The wordmark's size and the gap after the mark, in mark heights. */
const WORDMARK_SIZE = 0.5;
const GAP = 0.24;

/** How wide the logo is when drawn `height` high. */
export function brandLogoWidth(height: number): number {
  return height * (1 + GAP) + measureText(WORDMARK, height * WORDMARK_SIZE, 800);
}

/**
 * The brand's logo (the mark: blue rounded square, orange triangle, white bar; then "Filler &
 * Plaster" lettered) with its top left corner at (`x`, `y`), `height` high.
 */
export function brandLogo(x: number, y: number, height: number): string {
  const unit = height / 48;
  const mark =
    `<g transform="translate(${x} ${y}) scale(${unit})"><rect width="48" height="48" rx="8" fill="${BRAND_BLUE}"/>` +
    `<path d="M10 34 L24 12 L38 34 Z" fill="${BRAND_ORANGE}"/><rect x="14" y="30" width="20" height="6" fill="#fff"/></g>`;
  const wordmark = lettering(WORDMARK, { x: x + height * (1 + GAP), y: y + height * 0.68, size: height * WORDMARK_SIZE, weight: 800, fill: BRAND_BLUE });
  return mark + wordmark;
}
