import { brandLogo, brandLogoWidth } from '../brand-logo.ts';
import { escapeAttribute, lettering, measureText } from '../lettering.ts';
import { pictoDrawing, PICTO_SIZE } from '../pictos.ts';
import type { PackshotInput } from '../packshot-input.ts';
import { takesWhiteText, tint } from './tint.ts';

/** The printable face of a pack, in the packshot's units. */
export interface PrintArea {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  /**
   * How far a horizontal line printed on the face dips at its middle, seen from the camera's
   * height: 0 on a flat face, the ellipse's half height on a tub or bucket.
   */
  readonly sag: number;
}

const INK = '#13263a';
const MUTED = '#4a5a6a';
const NAME_WEIGHT = 800;
const LINE_HEIGHT = 1.06;
/** The height of Archivo's capitals, in ems: to centre lines on what the eye sees. */
const CAP_HEIGHT = 0.72;

/** The net weight as printed: "1.5 kg" in English, "1,5 kg" in French. */
function netWeight(input: Pick<PackshotInput, 'locale' | 'packSize'>): string {
  return `${new Intl.NumberFormat(input.locale).format(input.packSize)} kg`;
}

const WORDS = {
  en: { netWeight: 'NET WEIGHT', reference: 'Ref.' },
  fr: { netWeight: 'POIDS NET', reference: 'Réf.' },
} as const;

/** Where the range's colour band runs across a face: for a pack to carry it on round its sides. */
export function labelBand(area: PrintArea): { top: number; height: number } {
  // A wide, low face (a small tub) gives the name more of its height: it must read on a small card.
  const wide = area.width / area.height > 1.4;
  return { top: area.y + area.height * (wide ? 0.16 : 0.17), height: area.height * (wide ? 0.5 : 0.45) };
}

/** Every way to set words of these widths on one to `most` lines, in order: each line as its first word's index and its width. */
function splits(widths: readonly number[], space: number, most: number, from = 0): { start: number; width: number }[][] {
  const lineWidth = (end: number) => widths.slice(from, end).reduce((sum, width) => sum + width, 0) + (end - from - 1) * space;
  const found = [[{ start: from, width: lineWidth(widths.length) }]];
  if (most > 1) {
    for (let cut = from + 1; cut < widths.length; cut++) {
      for (const rest of splits(widths, space, most - 1, cut)) found.push([{ start: from, width: lineWidth(cut) }, ...rest]);
    }
  }
  return found;
}

/**
 * The name on at most three lines, at the largest size (up to `largest`) that fits `width` ×
 * `height`. Every split is tried (a greedy break sets "Enduit d’Accrochage Anciennes Peintures" on
 * two small lines where three larger ones fit); of the splits nearly as large as the best, the one
 * with fewest lines, then the most even lines (in ems), reads best.
 */
function fitName(name: string, width: number, height: number, largest: number): { lines: string[]; size: number } {
  const words = name.split(/\s+/).filter(Boolean);
  // Measured once a word: a line measures its words and the spaces between them.
  const wordWidths = words.map((word) => measureText(word, 1, NAME_WEIGHT));
  const candidates = splits(wordWidths, measureText(' ', 1, NAME_WEIGHT), 3).map((split) => {
    const lines = split.map((line, index) => words.slice(line.start, split[index + 1]?.start).join(' '));
    const widths = split.map((line) => line.width);
    const size = Math.min(largest, width / Math.max(...widths), height / ((lines.length - 1) * LINE_HEIGHT + CAP_HEIGHT));
    // Lines that grow downwards ("Deep / Fill Filler") count as less even than they measure.
    const growing = widths.filter((lineWidth, index) => index > 0 && lineWidth > widths[index - 1]!).length;
    return { lines, size, unevenness: Math.max(...widths) - Math.min(...widths) + growing * 0.6 };
  });
  const largestFound = Math.max(...candidates.map((candidate) => candidate.size));
  const [best] = candidates
    .filter((candidate) => candidate.size >= largestFound * 0.95)
    .sort((a, b) => a.lines.length - b.lines.length || a.unevenness - b.unevenness);
  return best!;
}

/** A band across the face whose edges follow the face's curve (clip it to the pack's outline). */
function curvedBand(area: PrintArea, top: number, height: number, fill: string): string {
  const left = area.x - area.width * 0.1;
  const right = area.x + area.width * 1.1;
  const middle = area.x + area.width / 2;
  const dip = area.sag * 2;
  return (
    `<path d="M${left} ${top} Q${middle} ${top + dip} ${right} ${top} V${top + height} Q${middle} ${top + height + dip} ${left} ${top + height} Z" ` +
    `fill="${fill}"/>`
  );
}

/** The pictograms in one or two rows, as large as `width` × `height` allows, right-aligned on `right` and centred on `middle`. */
function pictoGrid(codes: readonly string[], right: number, middle: number, width: number, height: number): string {
  const drawings = codes.map(pictoDrawing).filter((drawing): drawing is string => drawing !== null);
  const gapShare = 0.12;
  const sizeIn = (rows: number) => {
    const columns = Math.ceil(drawings.length / rows);
    return Math.min(height / (rows + (rows - 1) * gapShare), width / (columns + (columns - 1) * gapShare));
  };
  const rows = drawings.length > 3 && sizeIn(2) > sizeIn(1) ? 2 : 1;
  const columns = Math.ceil(drawings.length / rows);
  const size = sizeIn(rows);
  const gap = size * gapShare;
  const top = middle - (rows * size + (rows - 1) * gap) / 2;
  const scale = size / PICTO_SIZE;
  return drawings
    .map((drawing, index) => {
      const row = Math.floor(index / columns);
      const column = index % columns;
      const x = right - (columns - column) * size - (columns - column - 1) * gap;
      return `<g transform="translate(${x.toFixed(1)} ${(top + row * (size + gap)).toFixed(1)}) scale(${scale.toFixed(4)})">${drawing}</g>`;
    })
    .join('');
}

/**
 * What is printed on the pack's face: the logo, the product's name on the range's colour band,
 * the net weight and reference, and the pictograms. Drawn over the pack's (white) body; the band
 * runs past the face's sides, for the pack to clip it to its outline.
 */
export function packLabel(input: PackshotInput, area: PrintArea): string {
  const { x, y, width, height, sag } = area;
  const words = WORDS[input.locale];
  const pad = width * 0.08;
  const { top: bandTop, height: bandHeight } = labelBand(area);
  const logoZone = bandTop - y;
  const infoTop = bandTop + bandHeight;
  const infoHeight = height - logoZone - bandHeight;
  const middle = x + width / 2;

  const logoHeight = Math.min(logoZone * 0.6, ((width - 2 * pad) / brandLogoWidth(1)) * 0.8);
  const logo = brandLogo(middle - brandLogoWidth(logoHeight) / 2, y + sag + (logoZone - logoHeight) / 2, logoHeight);

  const accent = bandHeight * 0.07;
  const band = curvedBand(area, bandTop, bandHeight, `#${input.color}`) + curvedBand(area, bandTop + bandHeight - accent, accent, tint(input.color, -0.28));
  const nameBox = { width: width - 2 * pad, height: (bandHeight - accent) * 0.78 };
  const { lines, size } = fitName(input.name, nameBox.width, nameBox.height, Math.min(nameBox.height / 1.6, width * 0.16));
  const visualHeight = ((lines.length - 1) * LINE_HEIGHT + CAP_HEIGHT) * size;
  const firstBaseline = bandTop + sag + (bandHeight - accent - visualHeight) / 2 + CAP_HEIGHT * size;
  const nameFill = takesWhiteText(input.color) ? '#ffffff' : INK;
  // The lines are grouped under the whole name: what a reader of the source (or a test) looks for.
  const name = `<g aria-label="${escapeAttribute(input.name)}">${lines
    .map((line, index) => lettering(line, { x: middle, y: firstBaseline + index * LINE_HEIGHT * size, size, weight: NAME_WEIGHT, anchor: 'middle', fill: nameFill }))
    .join('')}</g>`;

  const infoMiddle = infoTop + sag + infoHeight / 2;
  const weightText = netWeight(input);
  const weightSize = Math.min(infoHeight * 0.44, ((width / 2 - pad) / measureText(weightText, 1, 800)));
  const weightBaseline = infoMiddle + weightSize * 0.3;
  const info =
    lettering(words.netWeight, { x: x + pad, y: weightBaseline - weightSize * 0.95, size: weightSize * 0.24, weight: 700, fill: MUTED, tracking: 0.08 }) +
    lettering(weightText, { x: x + pad, y: weightBaseline, size: weightSize, weight: 800, fill: INK }) +
    lettering(`${words.reference} ${input.reference}`, { x: x + pad, y: weightBaseline + weightSize * 0.55, size: weightSize * 0.3, weight: 600, fill: MUTED });
  const pictos = pictoGrid(input.pictos, x + width - pad, infoMiddle, width * 0.46 - pad, infoHeight * 0.72);

  return `<g>${band}${logo}${name}${info}${pictos}</g>`;
}
