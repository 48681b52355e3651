import type { PackshotInput } from '../packshot-input.ts';
import { labelBand, packLabel } from './label.ts';
import { contactShadow, floorFor, softLine } from './studio.ts';
import { tint } from './tint.ts';

const PAPER = '#f6f5f1';

/**
 * A gusseted paper bag of a few kilos of powder, seen a little from its right: the front, the
 * pleated side gusset, the top rolled over twice.
 */
export function paperBag(input: PackshotInput): string {
  const width = 500;
  const depth = 160;
  const rise = depth * 0.32;
  const height = 820;
  const floor = floorFor(height + rise);
  const top = floor - height;
  const left = 600 - (width + depth) / 2;
  const right = left + width;
  const back = right + depth;
  const fold = 66;
  // Filled, the bag's front bows out a little at its free side and its foot; the folded edge stays straight.
  const front = `M${left} ${top} H${right} V${floor} Q${left + width / 2} ${floor + 10} ${left} ${floor} Q${left - 10} ${top + height / 2} ${left} ${top} Z`;
  const side = `M${right} ${top} L${back} ${top - rise} V${floor - rise} L${right} ${floor} Z`;
  const pleat = right + depth / 2;
  const gusset =
    // The gusset's two halves take the light differently, with a V where it tucks under the roll.
    `<path d="M${right} ${top} L${pleat} ${top - rise / 2 + 50} V${floor - rise / 2} L${right} ${floor} Z" fill="#000" opacity="0.16"/>` +
    `<path d="M${pleat} ${top - rise / 2 + 50} L${back} ${top - rise} V${floor - rise} L${pleat} ${floor - rise / 2} Z" fill="#000" opacity="0.07"/>` +
    softLine(`M${right} ${top + fold} L${pleat} ${top - rise / 2 + 50} L${back} ${top - rise + fold}`, '#000', 0.25, 3) +
    softLine(`M${pleat} ${top - rise / 2 + 50} V${floor - rise / 2}`, '#fff', 0.7, 3);
  const area = { x: left, y: top + fold + height * 0.04, width, height: height - fold - height * 0.07, sag: 0 };
  const band = labelBand(area);
  const sideBand =
    `<path d="M${right} ${band.top} L${back} ${band.top - rise} V${band.top + band.height - rise} L${right} ${band.top + band.height} Z" ` +
    `fill="${tint(input.color, -0.25)}"/>`;
  // The rolled top: a thick lip along the front and over the gusset, shading the print under it.
  const roll =
    `<path d="M${left} ${top} H${right} L${back} ${top - rise} V${top - rise + fold} L${right} ${top + fold} H${left} Z" fill="${PAPER}"/>` +
    softLine(`M${left} ${top + fold + 3} H${right}`, '#000', 0.3, 5) +
    `<path d="M${left} ${top} H${right} V${top + fold} H${left} Z" fill="url(#fall-off)"/>` +
    `<path d="M${right} ${top} L${back} ${top - rise} V${top - rise + fold} L${right} ${top + fold} Z" fill="#000" opacity="0.12"/>` +
    softLine(`M${left} ${top + fold * 0.45} H${right} L${back} ${top - rise + fold * 0.45}`, '#000', 0.2, 3) +
    `<path d="M${left} ${top + 3} H${right} L${back} ${top - rise + 3}" fill="none" stroke="#fff" stroke-width="5"/>`;
  const outline = `M${left} ${top} H${right} L${back} ${top - rise} V${floor - rise} L${right} ${floor} Q${left + width / 2} ${floor + 10} ${left} ${floor} Q${left - 10} ${top + height / 2} ${left} ${top} Z`;
  return (
    contactShadow(600 + depth * 0.2, floor - rise * 0.3, (width + depth) / 2) +
    `<clipPath id="pack-outline"><path d="${front}"/></clipPath>` +
    `<path d="${front}" fill="${PAPER}"/><path d="${side}" fill="${PAPER}"/>` +
    `<g clip-path="url(#pack-outline)">${packLabel(input, area)}<rect x="${left}" y="${top}" width="${width}" height="${height}" fill="url(#face)"/>` +
    `<rect x="${left}" y="${top}" width="${width}" height="${height}" fill="url(#fall-off)"/></g>` +
    sideBand +
    gusset +
    softLine(`M${left + 8} ${floor - 14} q${width * 0.06} ${-height * 0.02} ${width * 0.08} ${-height * 0.07}`, '#fff', 0.7, 4) +
    softLine(`M${right - 8} ${floor - 24} q${-width * 0.1} ${-height * 0.04} ${-width * 0.16} ${-height * 0.1}`, '#000', 0.12, 4) +
    roll +
    `<path d="${outline}" fill="none" stroke="#000" stroke-opacity="0.14" stroke-width="2"/>`
  );
}
