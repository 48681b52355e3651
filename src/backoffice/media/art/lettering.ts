import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';

/** The weights of the site's typeface (Archivo) the pictures and documents are lettered in. */
export type LetterWeight = 400 | 600 | 700 | 800;

const require = createRequire(import.meta.url);

/**
 * The static Archivo files of one weight: latin first, latin-ext for the letters latin lacks.
 * WOFF2 by default; PDFs embed the WOFF twins, as fontkit subsets those but not WOFF2's
 * transformed glyph table.
 */
export function typefaceFiles(weight: LetterWeight, format: 'woff2' | 'woff' = 'woff2'): readonly string[] {
  return ['latin', 'latin-ext'].map((subset) => require.resolve(`@fontsource/archivo/files/archivo-${subset}-${weight}-normal.${format}`));
}

const fonts = new Map<LetterWeight, readonly Font[]>();

function fontsOf(weight: LetterWeight): readonly Font[] {
  let loaded = fonts.get(weight);
  if (loaded === undefined) {
    loaded = typefaceFiles(weight).map((file) => create(readFileSync(file)) as Font);
    fonts.set(weight, loaded);
  }
  return loaded;
}

export interface LetteringOptions {
  /** Where the text starts (anchor start), is centred (middle) or ends (end), on its baseline. */
  readonly x: number;
  readonly y: number;
  /** Font size in the drawing's units. */
  readonly size: number;
  readonly weight?: LetterWeight;
  readonly anchor?: 'start' | 'middle' | 'end';
  readonly fill?: string;
  /** Extra space between letters, in ems (0.05 for small capitals, say). */
  readonly tracking?: number;
}

interface PlacedGlyph {
  readonly font: Font;
  readonly id: number;
  readonly advance: number;
}

function glyphsOf(text: string, weight: LetterWeight): PlacedGlyph[] {
  const [main, ...fallbacks] = fontsOf(weight);
  const placed: PlacedGlyph[] = [];
  for (const character of text) {
    const codePoint = character.codePointAt(0)!;
    const font = [main!, ...fallbacks].find((candidate) => candidate.hasGlyphForCodePoint(codePoint)) ?? main!;
    const glyph = font.glyphForCodePoint(codePoint);
    placed.push({ font, id: glyph.id, advance: glyph.advanceWidth / font.unitsPerEm });
  }
  return placed;
}

/** The width of `text` set at `size`: to fit a label or break lines before drawing it. */
export function measureText(text: string, size: number, weight: LetterWeight = 400, tracking = 0): number {
  const glyphs = glyphsOf(text, weight);
  return glyphs.reduce((width, glyph) => width + (glyph.advance + tracking) * size, 0) - (glyphs.length > 0 ? tracking * size : 0);
}

/** Splits `text` into lines no wider than `maxWidth` at `size` (a word longer than the width keeps its own line). */
export function breakLines(text: string, size: number, maxWidth: number, weight: LetterWeight = 400): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (line !== '' && measureText(candidate, size, weight) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** `text` made safe inside a double-quoted XML attribute. */
export const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * `text` drawn in Archivo as SVG outlines: the picture looks the same on every machine, with no
 * font installed (librsvg would otherwise fall back to whatever fontconfig finds). The words stay
 * in the source as the group's `aria-label`, for tests and for anyone reading the SVG.
 */
export function lettering(text: string, options: LetteringOptions): string {
  const { x, y, size, weight = 400, anchor = 'start', fill = 'currentColor', tracking = 0 } = options;
  const glyphs = glyphsOf(text, weight);
  const width = measureText(text, size, weight, tracking);
  let pen = anchor === 'start' ? x : anchor === 'middle' ? x - width / 2 : x - width;
  const paths: string[] = [];
  for (const glyph of glyphs) {
    const scale = size / glyph.font.unitsPerEm;
    const outline = glyph.font.getGlyph(glyph.id).path.scale(scale, -scale).translate(pen, y).toSVG();
    if (outline !== '') paths.push(outline);
    pen += (glyph.advance + tracking) * size;
  }
  return `<g aria-label="${escapeAttribute(text)}" fill="${escapeAttribute(fill)}"><path d="${paths.join('')}"/></g>`;
}
