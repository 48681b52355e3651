import { PALETTE, darker, lighter, lit, n } from './canvas.ts';
import { placed } from './figures.ts';
import { plant } from './furniture.ts';
import { interior, vignette } from './room.ts';
import type { Subject } from './subject.ts';
import { fillingKnife, tub } from './tools.ts';

/**
 * The individuals' menu's promo block, the crack and hole filler: the tub open on a deep
 * windowsill in the morning sun, the knife across it, and on the wall beside the window the crack
 * that had opened from its corner, filled and smoothed flush.
 */
export const fillerOnSill: Subject = {
  id: 'filler-on-sill',
  mirrorable: true,
  draw(canvas) {
    const { variation } = canvas;
    const opening = { x: 90, y: 250, width: 500, height: 560 };
    interior(canvas, { floorY: 1260, window: opening, floor: 'none', grain: 0.3 });
    // The crack ran up and to the right from the window's corner, as cracks do: filled now, a
    // narrow band of fresh filler feathered into the paint, a hair of it still open beyond.
    const points: [number, number][] = [[opening.x + opening.width + 30, opening.y + 10]];
    for (let step = 0; step < 9; step++) {
      const [x, y] = points[points.length - 1]!;
      points.push([x + 40 + variation.random() * 40, y - 20 - variation.random() * 30 + (step % 2 ? 16 : -8)]);
    }
    const pathOf = (list: readonly [number, number][]) => list.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${n(x)} ${n(y)}`).join('');
    const filled = pathOf(points.slice(0, 7));
    canvas.add(
      `<path d="${filled}" stroke="${lighter(variation.wall, 0.6)}" stroke-width="64" fill="none" stroke-linecap="round" stroke-linejoin="round" opacity="0.6"/>`,
      `<path d="${filled}" stroke="#fbfaf6" stroke-width="30" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
      `<path d="${filled}" stroke="${darker(variation.wall, 0.12)}" stroke-width="3" fill="none" transform="translate(2 17)" opacity="0.5"/>`,
      `<path d="${pathOf(points.slice(6))}" stroke="${darker(variation.wall, 0.55)}" stroke-width="5" fill="none" stroke-linejoin="round"/>`,
    );
    // The deep sill across the picture, its top lit, its front in shade.
    const sillY = 860;
    canvas.add(
      `<path d="M0 ${sillY}H1480V${sillY + 120}H0Z" fill="${canvas.linear([
        [0, lit('#f4f1ea', 0.4)],
        [1, '#dcd6cb'],
      ])}"/>`,
      `<rect y="${sillY + 120}" width="1480" height="80" fill="${canvas.linear([
        [0, darker('#ebe6dc', 0.15)],
        [1, darker('#ebe6dc', 0.3)],
      ])}"/>`,
      `<rect y="${sillY + 200}" width="1480" height="140" fill="${darker(variation.wall, 0.2)}"/>`,
      `<rect y="${sillY - 30}" width="1480" height="30" fill="${canvas.linear([
        [0, PALETTE.shade, 0],
        [1, PALETTE.shade, 0.15],
      ])}"/>`,
    );
    // The open tub, its lid laid beside it, the knife across its rim, a pot of herbs.
    const band = variation.pick([PALETTE.orange, PALETTE.amber, PALETTE.terracotta]);
    canvas.add(
      canvas.castShadow(
        `<ellipse cx="1200" cy="${sillY + 70}" rx="170" ry="38" fill="${canvas.linear([
          [0, lit(band, 0.35)],
          [1, darker(band, 0.2)],
        ])}"/><ellipse cx="1200" cy="${sillY + 60}" rx="150" ry="28" fill="${lit(band, 0.2)}"/>` +
          placed(880, sillY + 80, 0, 1, tub(canvas, { band, width: 320 })) +
          `<ellipse cx="880" cy="${sillY + 80 - 290}" rx="138" ry="26" fill="#f8f6f1"/>` +
          placed(860, sillY - 215, -4, 0.8, fillingKnife(canvas, variation.accent, 240)) +
          placed(300, sillY + 90, 0, 0.55, plant(canvas, PALETTE.terracotta)),
        { distance: 60, softness: 20, opacity: 0.35 },
      ),
    );
    vignette(canvas);
  },
};
