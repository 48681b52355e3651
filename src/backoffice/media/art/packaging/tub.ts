import type { PackshotInput } from '../packshot-input.ts';
import { packLabel } from './label.ts';
import { contactShadow, floorFor } from './studio.ts';
import { tint } from './tint.ts';

const PLASTIC = '#f7f7f6';
/** How round an ellipse looks from the camera's height: its half height over its half width. */
const TILT = 0.14;

interface TubShape {
  /** Half widths of the body at its top and its foot, heights of the body and the lid. */
  readonly top: number;
  readonly foot: number;
  readonly body: number;
  readonly lid: number;
  /** How high the handle stands above the lid; 0 for a tub carried by its rim. */
  readonly handle: number;
  /** Stacking rings under the lid, as on a bucket. */
  readonly rings: boolean;
}

/** From the small tub to the 15 kg bucket: the first shape whose `upTo` holds the pack size. */
const SHAPES: readonly (TubShape & { upTo: number })[] = [
  { upTo: 2, top: 380, foot: 340, body: 430, lid: 62, handle: 0, rings: false },
  { upTo: 6, top: 290, foot: 252, body: 580, lid: 62, handle: 100, rings: false },
  { upTo: 12, top: 300, foot: 258, body: 640, lid: 70, handle: 110, rings: true },
  { upTo: Infinity, top: 330, foot: 282, body: 690, lid: 76, handle: 110, rings: true },
];

/** A front arc of the ellipse centred on (`cx`, `cy`) with half width `rx`, as path data. */
function frontArc(cx: number, cy: number, rx: number): string {
  return `M${cx - rx} ${cy} A${rx} ${rx * TILT} 0 0 0 ${cx + rx} ${cy}`;
}

/**
 * A round plastic tub of paste with its lid in the range's colour: a low tub for the smallest
 * pack, a taller one with a handle, a bucket with stacking rings and a handle for the site packs.
 */
export function tub(input: PackshotInput): string {
  const shape = SHAPES.find((candidate) => input.packSize <= candidate.upTo)!;
  const { top, foot, body, lid, handle } = shape;
  const cx = 600;
  const rim = top + 10;
  const height = handle + rim * TILT + lid + body + foot * TILT;
  const floor = floorFor(height) - foot * TILT;
  const shoulder = floor - body;
  const lidTop = shoulder - lid;
  const outline = `M${cx - top} ${shoulder} L${cx - foot} ${floor} A${foot} ${foot * TILT} 0 0 0 ${cx + foot} ${floor} L${cx + top} ${shoulder} Z`;
  const box = `x="${cx - top}" y="${shoulder}" width="${2 * top}" height="${body + foot * TILT}"`;
  const area = { x: cx - top * 0.84, y: shoulder + body * 0.08, width: top * 1.68, height: body * 0.88 - top * TILT, sag: top * TILT };
  const rings = shape.rings
    ? [0.05, 0.09]
        .map((at) => {
          const y = shoulder + body * at;
          const rx = top - (top - foot) * at;
          return `<path d="${frontArc(cx, y, rx)}" fill="none" stroke="#000" stroke-opacity="0.13" stroke-width="5"/><path d="${frontArc(cx, y + 6, rx)}" fill="none" stroke="#fff" stroke-width="4"/>`;
        })
        .join('')
    : '';
  const lidColor = tint(input.color, 0.08);
  const lidSide = `M${cx - rim} ${lidTop} V${shoulder} A${rim} ${rim * TILT} 0 0 0 ${cx + rim} ${shoulder} V${lidTop} Z`;
  const lidDrawing =
    `<path d="${lidSide}" fill="${lidColor}"/><path d="${lidSide}" fill="url(#volume)"/>` +
    // Tamper-evident tabs round the lid's skirt.
    (shape.rings
      ? [-0.6, -0.2, 0.2, 0.6]
          .map((at) => {
            const y = shoulder - lid * 0.35 + rim * TILT * Math.sqrt(1 - at * at);
            return `<rect x="${cx + at * rim - 16}" y="${y}" width="32" height="${lid * 0.3}" rx="5" fill="${tint(input.color, -0.1)}" stroke="#000" stroke-opacity="0.12" stroke-width="2"/>`;
          })
          .join('')
      : '') +
    `<ellipse cx="${cx}" cy="${lidTop}" rx="${rim}" ry="${rim * TILT}" fill="${tint(input.color, 0.22)}"/>` +
    `<ellipse cx="${cx}" cy="${lidTop + 4}" rx="${rim * 0.84}" ry="${rim * TILT * 0.8}" fill="none" stroke="${tint(input.color, -0.15)}" stroke-width="6"/>` +
    `<ellipse cx="${cx - rim * 0.25}" cy="${lidTop - rim * TILT * 0.35}" rx="${rim * 0.45}" ry="${rim * TILT * 0.35}" fill="url(#sheen)"/>` +
    `<path d="${frontArc(cx, lidTop, rim)}" fill="none" stroke="#fff" stroke-opacity="0.55" stroke-width="4"/>`;
  const handleDrawing = handle > 0 ? bail(cx, shoulder + body * 0.07, top - (top - foot) * 0.07, lidTop - rim * TILT - handle, top) : '';
  return (
    contactShadow(cx, floor + foot * TILT * 0.6, foot * 1.05) +
    `<clipPath id="pack-outline"><path d="${outline}"/></clipPath>` +
    `<path d="${outline}" fill="${PLASTIC}"/>` +
    `<g clip-path="url(#pack-outline)">${packLabel(input, area)}${rings}<rect ${box} fill="url(#volume)"/><rect ${box} fill="url(#fall-off)"/></g>` +
    `<path d="${outline}" fill="none" stroke="#000" stroke-opacity="0.12" stroke-width="2"/>` +
    lidDrawing +
    handleDrawing
  );
}

/** The wire handle hooked into lugs on both sides at `lugY`, arching up to `apex`, with its grip. */
function bail(cx: number, lugY: number, halfWidth: number, apex: number, scale: number): string {
  const grip = scale * 0.5;
  const lug = (x: number) => `<rect x="${x - 14}" y="${lugY - 22}" width="28" height="44" rx="10" fill="#e4e4e2" stroke="#000" stroke-opacity="0.15" stroke-width="2"/>`;
  const wire = `M${cx - halfWidth - 4} ${lugY} C${cx - halfWidth - 10} ${apex - 10} ${cx + halfWidth + 10} ${apex - 10} ${cx + halfWidth + 4} ${lugY}`;
  const gripY = lugY + (apex - 10 - lugY) * 0.75;
  return (
    `<path d="${wire}" fill="none" stroke="#5d6166" stroke-width="9" stroke-linecap="round"/>` +
    `<path d="${wire}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="3" transform="translate(-2 -2)"/>` +
    lug(cx - halfWidth) +
    lug(cx + halfWidth) +
    `<rect x="${cx - grip / 2}" y="${gripY - 18}" width="${grip}" height="36" rx="18" fill="#33373c"/>` +
    `<rect x="${cx - grip / 2 + 10}" y="${gripY - 13}" width="${grip - 20}" height="8" rx="4" fill="#fff" opacity="0.25"/>`
  );
}
