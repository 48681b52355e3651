import { lettering } from './lettering.ts';

export interface PackshotInput {
  readonly locale: 'en' | 'fr';
  /** The product's name in `locale`. */
  readonly name: string;
  readonly reference: string;
  readonly form: 'powder' | 'paste';
  /** Net weight in kg of the pack drawn. */
  readonly packSize: number;
  /** The range's colour, hex without '#'. */
  readonly color: string;
  /** Pictogram codes printed on the pack (see pictos.ts). */
  readonly pictos: readonly string[];
}

/** Packshots are square; drawn in these units, rendered at any width. */
export const PACKSHOT_SIZE = 1200;

/** PLACEHOLDER (issue 20 art helper replaces it): the product's pack as an SVG document. */
export function packshotSvg(input: PackshotInput): string {
  const weight = `${new Intl.NumberFormat(input.locale).format(input.packSize)} kg`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PACKSHOT_SIZE}" height="${PACKSHOT_SIZE}" viewBox="0 0 ${PACKSHOT_SIZE} ${PACKSHOT_SIZE}"><rect width="1200" height="1200" fill="#f4f5f7"/><rect x="300" y="200" width="600" height="800" rx="40" fill="#${input.color}"/>${lettering(input.name, { x: 600, y: 560, size: 48, weight: 800, anchor: 'middle', fill: '#fff' })}${lettering(weight, { x: 600, y: 700, size: 64, weight: 800, anchor: 'middle', fill: '#fff' })}</svg>`;
}
