/**
 * Prints the overrides of the site typeface's metric-matched fallback faces (docs/decisions/130),
 * read from the real fonts: the typeface's woff2 (latin, variable, default instance) and a local
 * fallback font file (TrueType). Run: `node scripts/font-fallback-metrics.mjs [fallback.ttf fallback-bold.ttf]`
 * (default: Debian's DejaVu Sans and DejaVu Sans Bold). Arial and Liberation Sans (same metrics) are not installed here:
 * their figures are Arial's published ones (hhea 1854/-434/67 per 2048, average width 913/2048 of
 * capsize's English weighting), set beside the typeface's own capsize figure for the same measure.
 *
 * size-adjust scales the fallback so its average advance of running text equals the typeface's:
 * a line wraps at the same word; the ascent, descent and line-gap overrides are the typeface's
 * vertical metrics divided by that scale, so each line box keeps the same height and baseline.
 */
import { readFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';

const typefaceFile = 'node_modules/@fontsource-variable/archivo/files/archivo-latin-wght-normal.woff2';
const fallbackFile = process.argv[2] ?? '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const fallbackBoldFile = process.argv[3] ?? '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';

/** Running text of the site, English and French: the advances are weighted by how often each character occurs. */
const sample =
  'Ready-to-use filler for smoothing and repairing walls and ceilings indoors. Easy to apply, sands to a fine finish. ' +
  'Enduit de lissage et de rebouchage prêt à l’emploi pour murs et plafonds intérieurs. Facile à appliquer, ponçage très fin.';

/** WOFF2's known table tags, by index ('_' stands for a space). */
const woff2Tags = 'cmap head hhea hmtx maxp name OS/2 post cvt_ fpgm glyf loca prep CFF_ VORG EBDT EBLC gasp hdmx kern LTSH PCLT VDMX vhea vmtx BASE GDEF GPOS GSUB EBSC JSTF MATH CBDT CBLC COLR CPAL SVG_ sbix acnt avar bdat bloc bsln cvar fdsc feat fmtx fvar gvar hsty just lcar mort morx opbd prop trak Zapf Silf Glat Gloc Feat Sill'
  .split(' ')
  .map((tag) => tag.replace('_', ' '));

/** The font's tables by tag, from a TrueType/OpenType file or a WOFF2 file (untransformed tables only are readable). */
function tablesOf(bytes) {
  const tables = new Map();
  if (bytes.toString('latin1', 0, 4) !== 'wOF2') {
    const count = bytes.readUInt16BE(4);
    for (let index = 0; index < count; index++) {
      const record = 12 + index * 16;
      const offset = bytes.readUInt32BE(record + 8);
      tables.set(bytes.toString('latin1', record, record + 4), bytes.subarray(offset, offset + bytes.readUInt32BE(record + 12)));
    }
    return tables;
  }
  let position = 48;
  const base128 = () => {
    let value = 0;
    for (;;) {
      const byte = bytes[position++];
      value = value * 128 + (byte & 0x7f);
      if ((byte & 0x80) === 0) return value;
    }
  };
  const directory = [];
  for (let index = 0, count = bytes.readUInt16BE(12); index < count; index++) {
    const flags = bytes[position++];
    let tag = woff2Tags[flags & 0x3f];
    if ((flags & 0x3f) === 63) {
      tag = bytes.toString('latin1', position, position + 4);
      position += 4;
    }
    const version = flags >> 6;
    const transformed = tag === 'glyf' || tag === 'loca' ? version === 0 : version !== 0;
    const length = base128();
    directory.push({ tag, transformed, length: transformed ? base128() : length });
  }
  const stream = brotliDecompressSync(bytes.subarray(position, position + bytes.readUInt32BE(20)));
  let offset = 0;
  for (const { tag, transformed, length } of directory) {
    if (!transformed) tables.set(tag, stream.subarray(offset, offset + length));
    offset += length;
  }
  return tables;
}

/** Units per em, hhea vertical metrics and the sample's average advance (in em) of one font. */
function metricsOf(file) {
  const tables = tablesOf(readFileSync(file));
  const table = (tag) => tables.get(tag) ?? raise(`${file}: no readable ${tag} table`);
  const unitsPerEm = table('head').readUInt16BE(18);
  const hhea = table('hhea');
  const advances = table('hmtx');
  const advanceOf = (glyph) => advances.readUInt16BE(4 * Math.min(glyph, hhea.readUInt16BE(34) - 1));
  const glyphOf = glyphLookup(table('cmap'));
  const characters = [...sample];
  const total = characters.reduce((sum, character) => sum + advanceOf(glyphOf(character.codePointAt(0))), 0);
  return {
    unitsPerEm,
    ascent: hhea.readInt16BE(4) / unitsPerEm,
    descent: -hhea.readInt16BE(6) / unitsPerEm,
    lineGap: hhea.readInt16BE(8) / unitsPerEm,
    averageAdvance: total / characters.length / unitsPerEm,
  };
}

/** Glyph id of a code point, from the cmap's Unicode BMP subtable (format 4). */
function glyphLookup(cmap) {
  let subtable;
  for (let index = 0; index < cmap.readUInt16BE(2); index++) {
    const record = 4 + index * 8;
    const [platform, encoding] = [cmap.readUInt16BE(record), cmap.readUInt16BE(record + 2)];
    const candidate = cmap.subarray(cmap.readUInt32BE(record + 4));
    if (((platform === 3 && encoding === 1) || platform === 0) && candidate.readUInt16BE(0) === 4) subtable = candidate;
  }
  if (!subtable) raise('no format 4 cmap');
  const segments = subtable.readUInt16BE(6) / 2;
  const ends = 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  return (codePoint) => {
    for (let segment = 0; segment < segments; segment++) {
      if (codePoint > subtable.readUInt16BE(ends + segment * 2)) continue;
      const start = subtable.readUInt16BE(starts + segment * 2);
      if (codePoint < start) return 0;
      const delta = subtable.readInt16BE(deltas + segment * 2);
      const rangeOffset = subtable.readUInt16BE(rangeOffsets + segment * 2);
      if (rangeOffset === 0) return (codePoint + delta) & 0xffff;
      const glyph = subtable.readUInt16BE(rangeOffsets + segment * 2 + rangeOffset + (codePoint - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
}

function raise(message) {
  throw new Error(message);
}

const percent = (value) => `${(value * 100).toFixed(2)}%`;
function overrides(typeface, fallbackAverage) {
  const scale = typeface.averageAdvance / fallbackAverage;
  return [
    `size-adjust: ${percent(scale)};`,
    `ascent-override: ${percent(typeface.ascent / scale)};`,
    `descent-override: ${percent(typeface.descent / scale)};`,
    `line-gap-override: ${percent(typeface.lineGap / scale)};`,
  ].join(' ');
}

// Bold text: the variable font's file holds its default (400) instance only; its 700 instance's
// average advance is capsize's figure for Archivo Bold (472/1000, vertical metrics unchanged).
const typeface = metricsOf(typefaceFile);
const typefaceBold = { ...typeface, averageAdvance: 472 / 1000 };
for (const [weight, face, file] of [
  ['400', typeface, fallbackFile],
  ['700', typefaceBold, fallbackBoldFile],
]) {
  console.log(`${weight} against ${file}:`, overrides(face, metricsOf(file).averageAdvance));
}
// Arial (and Liberation Sans): capsize's figures for both fonts, one weighting.
console.log('400 against Arial / Liberation Sans:', overrides({ ...typeface, averageAdvance: 440 / 1000 }, 913 / 2048));
console.log('700 against Arial Bold / Liberation Sans Bold:', overrides(typefaceBold, 983 / 2048));
