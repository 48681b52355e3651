import type { PackshotInput } from './packshot-input.ts';
import { carton } from './packaging/carton.ts';
import { paperBag } from './packaging/paper-bag.ts';
import { valveSack } from './packaging/sack.ts';
import { studioDefs } from './packaging/studio.ts';
import { tub } from './packaging/tub.ts';

/** Packshots are square; drawn in these units, rendered at any width. */
export const PACKSHOT_SIZE = 1200;

/** The pack a maker fills with this much of this form: a carton, a bag or a sack of powder; a tub or a bucket of paste. */
function packagingOf(input: PackshotInput): (input: PackshotInput) => string {
  if (input.form === 'paste') return tub;
  if (input.packSize <= 2) return carton;
  return input.packSize <= 10 ? paperBag : valveSack;
}

/** The product's pack as an SVG document: the pack for its form and size, lit in a white studio. */
export function packshotSvg(input: PackshotInput): string {
  const pack = packagingOf(input)(input);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PACKSHOT_SIZE}" height="${PACKSHOT_SIZE}" viewBox="0 0 ${PACKSHOT_SIZE} ${PACKSHOT_SIZE}">` +
    `${studioDefs}<rect width="${PACKSHOT_SIZE}" height="${PACKSHOT_SIZE}" fill="#fff"/>${pack}</svg>`
  );
}
