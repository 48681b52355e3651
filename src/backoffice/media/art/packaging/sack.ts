import type { PackshotInput } from '../packshot-input.ts';
import { packLabel } from './label.ts';
import { contactShadow, floorFor, softLine } from './studio.ts';

const PAPER = '#f5f4ef';

/**
 * A block-bottom valve sack of 15 to 25 kg of powder, standing: filled sides bowing out, both
 * ends folded into blocks with tucked corners, the filling valve at the top left.
 */
export function valveSack(input: PackshotInput): string {
  // A 25 kg sack is broader and squarer than a 15 kg one, not just bigger.
  const large = input.packSize >= 20;
  const width = large ? 680 : 540;
  const height = large ? 880 : 800;
  const floor = floorFor(height);
  const top = floor - height;
  const left = 600 - width / 2;
  const right = 600 + width / 2;
  const end = height * 0.05;
  const corner = width * 0.07;
  const bulge = width * (large ? 0.03 : 0.045);
  const outline =
    `M${left + corner} ${top} H${right - corner} L${right} ${top + end} ` +
    `C${right + bulge} ${top + height * 0.3} ${right + bulge} ${floor - height * 0.3} ${right} ${floor - end} ` +
    `L${right - corner} ${floor} H${left + corner} L${left} ${floor - end} ` +
    `C${left - bulge} ${floor - height * 0.3} ${left - bulge} ${top + height * 0.3} ${left} ${top + end} Z`;
  const box = `x="${left - bulge}" y="${top}" width="${width + 2 * bulge}" height="${height}"`;
  const blocks =
    `<path d="M${left} ${top + end} L${left + corner} ${top} H${right - corner} L${right} ${top + end} Z" fill="#000" opacity="0.07"/>` +
    `<path d="M${left} ${floor - end} L${left + corner} ${floor} H${right - corner} L${right} ${floor - end} Z" fill="#000" opacity="0.12"/>`;
  const folds = [
    `M${left} ${top + end} Q600 ${top + end + 8} ${right} ${top + end}`,
    `M${left} ${floor - end} Q600 ${floor - end + 6} ${right} ${floor - end}`,
    `M${left + corner} ${top} L${left + corner * 2.6} ${top + end}`,
    `M${right - corner} ${top} L${right - corner * 2.6} ${top + end}`,
    `M${left + corner} ${floor} L${left + corner * 2.6} ${floor - end}`,
    `M${right - corner} ${floor} L${right - corner * 2.6} ${floor - end}`,
  ]
    .map((fold) => softLine(fold, '#000', 0.3, 3))
    .join('');
  // Where the filled paper pulls: creases fanning from the corners, lit on one lip and shaded on the other.
  const creases =
    softLine(`M${left + 6} ${top + end + 20} q${width * 0.1} ${height * 0.05} ${width * 0.16} ${height * 0.14}`, '#fff', 0.8, 4) +
    softLine(`M${left + 12} ${top + end + 14} q${width * 0.1} ${height * 0.05} ${width * 0.16} ${height * 0.14}`, '#000', 0.14, 4) +
    softLine(`M${right - 6} ${floor - end - 20} q${-width * 0.12} ${-height * 0.04} ${-width * 0.2} ${-height * 0.12}`, '#000', 0.14, 4) +
    softLine(`M${right - 6} ${top + end + 24} q${-width * 0.08} ${height * 0.06} ${-width * 0.12} ${height * 0.16}`, '#000', 0.12, 4);
  const valve =
    `<rect x="${left + corner + 14}" y="${top - 12}" width="${width * 0.17}" height="${end + 12}" rx="5" fill="#e9e7e0" stroke="#000" stroke-opacity="0.18" stroke-width="2"/>` +
    `<rect x="${left + corner + 14}" y="${top - 12}" width="${width * 0.17}" height="8" rx="4" fill="#fff" opacity="0.8"/>`;
  const label = packLabel(input, { x: left, y: top + end + height * 0.05, width, height: height - 2 * end - height * 0.1, sag: 0 });
  return (
    contactShadow(600, floor, width / 2) +
    `<clipPath id="pack-outline"><path d="${outline}"/></clipPath>` +
    `<path d="${outline}" fill="${PAPER}"/>` +
    `<g clip-path="url(#pack-outline)">${label}${blocks}${folds}${creases}` +
    `<rect ${box} fill="url(#volume)"/><rect ${box} fill="url(#fall-off)"/></g>` +
    valve +
    `<path d="${outline}" fill="none" stroke="#000" stroke-opacity="0.14" stroke-width="2"/>`
  );
}
