import type { PackshotInput } from '../packshot-input.ts';
import { labelBand, packLabel } from './label.ts';
import { contactShadow, floorFor } from './studio.ts';
import { tint } from './tint.ts';

const BOARD = '#fbfbf9';

/** A printed carton of a kilo of powder, seen a little from above and its right: front, side and lid. */
export function carton(input: PackshotInput): string {
  const width = 500;
  const height = 690;
  const depthX = 160;
  const depthY = 70;
  const floor = floorFor(height + depthY);
  const top = floor - height;
  const left = 600 - (width + depthX) / 2;
  const right = left + width;
  const front = `M${left} ${top} H${right} V${floor} H${left} Z`;
  const side = `M${right} ${top} L${right + depthX} ${top - depthY} V${floor - depthY} L${right} ${floor} Z`;
  const lid = `M${left} ${top} L${left + depthX} ${top - depthY} H${right + depthX} L${right} ${top} Z`;
  const area = { x: left, y: top + height * 0.03, width, height: height * 0.94, sag: 0 };
  const band = labelBand(area);
  const sideBand =
    `<path d="M${right} ${band.top} L${right + depthX} ${band.top - depthY} V${band.top + band.height - depthY} L${right} ${band.top + band.height} Z" ` +
    `fill="${tint(input.color, -0.3)}"/>`;
  return (
    contactShadow(600 + depthX * 0.15, floor - depthY * 0.3, (width + depthX) / 2) +
    `<clipPath id="pack-outline"><path d="${front}"/></clipPath>` +
    `<path d="${front}" fill="${BOARD}"/>` +
    `<g clip-path="url(#pack-outline)">${packLabel(input, area)}<rect x="${left}" y="${top}" width="${width}" height="${height}" fill="url(#face)"/></g>` +
    `<path d="${side}" fill="${tint('fbfbf9', -0.2)}"/>${sideBand}<path d="${side}" fill="url(#fall-off)"/>` +
    `<path d="${lid}" fill="#ffffff"/>` +
    // The lid's tuck flap, and the lit edge where the lid meets the front.
    `<path d="M${left + depthX * 0.12} ${top - depthY * 0.12} H${right - depthX * 0.05}" stroke="#000" stroke-opacity="0.12" stroke-width="2"/>` +
    `<path d="M${left} ${top} H${right} L${right + depthX} ${top - depthY}" fill="none" stroke="#fff" stroke-width="4"/>` +
    `<path d="M${left} ${top} L${left + depthX} ${top - depthY} H${right + depthX} V${floor - depthY} L${right} ${floor} H${left} Z" fill="none" stroke="#000" stroke-opacity="0.16" stroke-width="2"/>`
  );
}
