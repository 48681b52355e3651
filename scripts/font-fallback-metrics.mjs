/**
 * Prints the overrides of the site typeface's metric-matched fallback faces (docs/decisions/130,
 * figures copied into src/client/styles/fonts.css), from the real fonts:
 * - vertical metrics (hhea ascender, descender, line gap) read from the typeface's woff2;
 * - widths measured in Debian's Chromium, shaped and kerned as a page sets them: the site's own
 *   running text (every English and French message) in Archivo at 400 and 700, against the local
 *   fallback font installed here (DejaVu Sans and its bold).
 * Arial and Liberation Sans (same metrics) and Android's Roboto are not installed here: their
 * size-adjust is capsize's average widths of Archivo against theirs (Archivo 440/1000, bold
 * 472/1000; Arial 913/2048, bold 983/2048; Roboto 911/2048, bold 926/2048).
 *
 * size-adjust scales the fallback so that the text is as wide as in the typeface (a line wraps at
 * the same word); the ascent, descent and line-gap overrides are the typeface's vertical metrics
 * divided by that scale, so each line box keeps the same height and baseline.
 * Run: `node scripts/font-fallback-metrics.mjs`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const typefaceFile = 'node_modules/@fontsource-variable/archivo/files/archivo-latin-wght-normal.woff2';
const fallbackFamily = 'DejaVu Sans';

/** The site's own running text: every English and French message (ICU placeholders left out). */
const sample = ['en', 'fr']
  .flatMap((locale) => readdirSync(`src/shared/kernel/i18n/${locale}`).map((file) => readFileSync(`src/shared/kernel/i18n/${locale}/${file}`, 'utf8')))
  .flatMap((source) => [...source.matchAll(/^\s+'[\w.-]+': '((?:[^'\\]|\\.)*)',?$/gm)].map((match) => match[1].replace(/\{[^}]*\}/g, '')))
  .join(' ');

/** WOFF2's known table tags, by index ('_' stands for a space). */
const woff2Tags = 'cmap head hhea hmtx maxp name OS/2 post cvt_ fpgm glyf loca prep CFF_ VORG EBDT EBLC gasp hdmx kern LTSH PCLT VDMX vhea vmtx BASE GDEF GPOS GSUB EBSC JSTF MATH CBDT CBLC COLR CPAL SVG_ sbix acnt avar bdat bloc bsln cvar fdsc feat fmtx fvar gvar hsty just lcar mort morx opbd prop trak Zapf Silf Glat Gloc Feat Sill'
  .split(' ')
  .map((tag) => tag.replace('_', ' '));

/** A WOFF2 file's tables by tag (the untransformed ones: head and hhea always are). */
function tablesOf(bytes) {
  const tables = new Map();
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

/** The typeface's vertical metrics (hhea), in em. */
function verticalMetricsOf(file) {
  const tables = tablesOf(readFileSync(file));
  const unitsPerEm = tables.get('head').readUInt16BE(18);
  const hhea = tables.get('hhea');
  return { ascent: hhea.readInt16BE(4) / unitsPerEm, descent: -hhea.readInt16BE(6) / unitsPerEm, lineGap: hhea.readInt16BE(8) / unitsPerEm };
}

/** Widths of the sample, per weight, in the typeface and in the local fallback, as Chromium sets them. */
async function measuredWidths() {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const page = await browser.newPage();
    const font = readFileSync(typefaceFile).toString('base64');
    await page.setContent(`<style>@font-face { font-family: typeface; font-weight: 100 900; src: url(data:font/woff2;base64,${font}) format('woff2'); }</style>`);
    return await page.evaluate(
      async ({ text, fallback }) => {
        const context = document.createElement('canvas').getContext('2d');
        const widths = {};
        for (const weight of [400, 700]) {
          await document.fonts.load(`${weight} 100px typeface`);
          context.font = `${weight} 100px typeface`;
          const typeface = context.measureText(text).width;
          context.font = `${weight} 100px "${fallback}"`;
          widths[weight] = { typeface, fallback: context.measureText(text).width };
        }
        return widths;
      },
      { text: sample, fallback: fallbackFamily },
    );
  } finally {
    await browser.close();
  }
}

const percent = (value) => `${(value * 100).toFixed(2)}%`;
function overrides(typeface, scale) {
  return [
    `size-adjust: ${percent(scale)};`,
    `ascent-override: ${percent(typeface.ascent / scale)};`,
    `descent-override: ${percent(typeface.descent / scale)};`,
    `line-gap-override: ${percent(typeface.lineGap / scale)};`,
  ].join(' ');
}

const vertical = verticalMetricsOf(typefaceFile);
const widths = await measuredWidths();
for (const weight of ['400', '700']) {
  console.log(`${weight} against ${fallbackFamily}:`, overrides(vertical, widths[weight].typeface / widths[weight].fallback));
}
console.log('400 against Arial / Liberation Sans:', overrides(vertical, 440 / 1000 / (913 / 2048)));
console.log('700 against Arial Bold / Liberation Sans Bold:', overrides(vertical, 472 / 1000 / (983 / 2048)));
console.log('400 against Roboto:', overrides(vertical, 440 / 1000 / (911 / 2048)));
console.log('700 against Roboto Bold:', overrides(vertical, 472 / 1000 / (926 / 2048)));
