/**
 * `node scripts/draw-logos.mjs`: writes the site's logo for every configured locale
 * (src/client/static/logo.svg, static/fr/logo.svg: `logoPath`), its lettering drawn as outlines
 * in Liberation Sans (Debian's fonts-liberation: Arial's metrics and look), the tagline the
 * locale's catalogue writes (`site.tagline`). Run it when a tagline or a locale changes;
 * tests/layout/logo-per-locale.test.ts fails until it has been.
 *
 * Outlines, not SVG text: a logo is an image, an SVG document of its own with no access to the
 * page's fonts, and its `<text>` made the browser look up Arial and Helvetica on every first
 * visit (3 to 8 ms of layout at 1 × on the test machine, none with outlines). The words stay in
 * the file as each path's `aria-label`.
 */
import { writeFileSync } from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';

register('./typescript-hooks.mjs', import.meta.url);
const { configuredLocales, logoPath } = await import('../src/shared/kernel/config/locales.ts');
const { escapeAttribute } = await import('../src/backoffice/media/art/lettering.ts');
const catalogues = {
  en: (await import('../src/shared/kernel/i18n/en/index.ts')).englishMessages,
  fr: (await import('../src/shared/kernel/i18n/fr/index.ts')).frenchMessages,
};

const fonts = '/usr/share/fonts/truetype/liberation';
const bold = fontkit.openSync(path.join(fonts, 'LiberationSans-Bold.ttf'));
const regular = fontkit.openSync(path.join(fonts, 'LiberationSans-Regular.ttf'));
const NAME = 'Filler & Plaster';
const BLUE = '#0e4c8a';
const SLATE = '#4a5a6a';

/** A length in tenths of a unit, written short: `-.5`, `3`, `12.4`. */
const tenths = (value) => (value / 10).toFixed(1).replace(/\.0$/, '').replace(/^(-?)0\./, '$1.');
const commandLetters = { moveTo: 'm', lineTo: 'l', quadraticCurveTo: 'q', bezierCurveTo: 'c' };

/**
 * One line of text as one path of relative commands on a grid of tenths, its baseline's start at
 * (x, y), `size` units high; stretched to `width` when given (SVG's lengthAdjust="spacingAndGlyphs").
 */
function outline(font, text, { x, y, size, width }) {
  const run = font.layout(text);
  const scale = size / font.unitsPerEm;
  const natural = run.positions.reduce((sum, position) => sum + position.xAdvance, 0) * scale;
  const stretch = width ? width / natural : 1;
  let d = '';
  let pen = 0;
  let [atX, atY, startX, startY, previous] = [0, 0, 0, 0, ''];
  run.glyphs.forEach((glyph, index) => {
    const { xAdvance, xOffset, yOffset } = run.positions[index];
    const originX = x + (pen + xOffset) * scale * stretch;
    const originY = y - yOffset * scale;
    for (const { command, args } of glyph.path.commands) {
      if (command === 'closePath') {
        d += 'z';
        [atX, atY, previous] = [startX, startY, 'z'];
        continue;
      }
      const points = [];
      for (let at = 0; at < args.length; at += 2) points.push([Math.round((originX + args[at] * scale * stretch) * 10), Math.round((originY - args[at + 1] * scale) * 10)]);
      let letter = commandLetters[command];
      let values = points.flatMap(([pointX, pointY]) => [pointX - atX, pointY - atY]);
      if (letter === 'l' && values[1] === 0) [letter, values] = ['h', [values[0]]];
      else if (letter === 'l' && values[0] === 0) [letter, values] = ['v', [values[1]]];
      const written = values.map(tenths).join(' ').replace(/ -/g, '-');
      // A command repeated needs no letter again, only a separator before a number that has no sign.
      d += (letter === previous && letter !== 'm' ? (written.startsWith('-') ? '' : ' ') : letter) + written;
      [atX, atY] = points.at(-1);
      if (command === 'moveTo') [startX, startY] = [atX, atY];
      previous = letter;
    }
    pen += xAdvance;
  });
  // The first move, from the origin, is written absolute.
  return `<path aria-label="${escapeAttribute(text)}" d="M${d.slice(1)}"/>`;
}

for (const locale of configuredLocales) {
  const tagline = catalogues[locale.code]?.['site.tagline'];
  if (!tagline) throw new Error(`no site.tagline in the ${locale.code} catalogue: add it, or the locale's catalogue here`);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="48" viewBox="0 0 180 48" role="img" aria-label="Filler &amp; Plaster Co.">` +
    `<rect width="48" height="48" rx="8" fill="${BLUE}"/><path d="M10 34 L24 12 L38 34 Z" fill="#f5a623"/><rect x="14" y="30" width="20" height="6" fill="#fff"/>` +
    `<g fill="${BLUE}">${outline(bold, NAME, { x: 58, y: 22, size: 15, width: 118 })}</g>` +
    `<g fill="${SLATE}">${outline(regular, tagline, { x: 58, y: 39, size: 12 })}</g></svg>`;
  const file = path.join(import.meta.dirname, '../src/client/static', logoPath(locale.code));
  writeFileSync(file, svg);
  console.log(`${path.relative(process.cwd(), file)}: ${svg.length} bytes, tagline “${tagline}”`);
}
