import { PALETTE, darker, lit, mix, n } from './canvas.ts';
import { placed } from './figures.ts';
import { trowelledPatch, vignette, wallCloseUp } from './room.ts';
import type { Subject } from './subject.ts';
import { fillingKnife } from './tools.ts';

/** Tinted coatings a decorator might sample: mineral and warm, in the palette's family. */
const SHADES = ['#d9c29a', '#c98b6b', '#a89276', '#8fa58a', '#7f97ad', '#b07f74', '#d4a85a'];

/**
 * The colorimetry promotion: a wall where shades of coating have been tried, each a trowelled
 * sample with its strokes, the swatch fan open on the ledge below, the knife still tinted with
 * the last one.
 */
export const shadeSwatches: Subject = {
  id: 'shade-swatches',
  mirrorable: true,
  draw(canvas) {
    const { variation } = canvas;
    wallCloseUp(canvas, lit(variation.wall, 0.3), 0.3);
    const start = Math.floor(variation.random() * SHADES.length);
    const shades = [0, 1, 2, 3, 4].map((index) => SHADES[(start + index) % SHADES.length]!);
    shades.forEach((shade, index) => {
      const column = index % 3;
      const row = Math.floor(index / 3);
      const x = 120 + column * 430 + row * 215;
      const y = 110 + row * 370;
      canvas.add(canvas.castShadow(trowelledPatch(canvas, { x, y, width: 380, height: 320 }, shade), { distance: 10, softness: 6, opacity: 0.22 }));
    });
    // The ledge, the open fan of swatches, the tinted knife.
    const ledgeY = 930;
    canvas.add(
      `<rect y="${ledgeY}" width="1480" height="50" fill="${canvas.linear([[0, '#ffffff'], [1, '#ddd7cc']])}"/>`,
      `<rect y="${ledgeY + 50}" width="1480" height="220" fill="${darker(variation.wall, 0.25)}"/>`,
      `<rect y="${ledgeY + 50}" width="1480" height="40" fill="${PALETTE.shade}" opacity="0.2"/>`,
    );
    const fan = SHADES.map(
      (shade, index) =>
        `<g transform="rotate(${n(-60 + index * 17)})"><rect x="-40" y="-420" width="80" height="420" rx="10" fill="${mix(shade, '#ffffff', 0.1)}" stroke="${darker(shade, 0.2)}" stroke-width="3"/><rect x="-30" y="-410" width="60" height="90" rx="6" fill="${darker(shade, 0.12)}"/></g>`,
    ).join('');
    canvas.add(
      canvas.castShadow(placed(1000, ledgeY + 20, 0, 0.9, fan + `<circle r="18" fill="#8e98a2"/>`), { distance: 30, softness: 12, opacity: 0.3 }),
      canvas.castShadow(placed(300, ledgeY + 8, 8, 0.9, fillingKnife(canvas, variation.accent, 240) + `<path d="M230 -60C280 -50 300 20 290 60L240 60Z" fill="${shades[4]}"/>`), { distance: 24, softness: 8, opacity: 0.3 }),
    );
    vignette(canvas);
  },
};
