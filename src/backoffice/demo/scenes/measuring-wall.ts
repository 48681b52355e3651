import { PALETTE, darker, lit, n } from './canvas.ts';
import { arm, placed, SKINS, SLEEVES } from './figures.ts';
import { vignette, wallCloseUp } from './room.ts';
import type { Subject } from './subject.ts';
import { bag, tub } from './tools.ts';

/**
 * The quantity calculator's promotion: measuring the wall to be done. A hand pulls the tape
 * measure out across the wall, the sizes are pencilled on it, and the packs it comes to stand
 * lined up on the floor below, each ticked off.
 */
export const measuringWall: Subject = {
  id: 'measuring-wall',
  mirrorable: false,
  draw(canvas) {
    const { variation } = canvas;
    wallCloseUp(canvas, variation.wall, 0.45);
    const tapeY = 380 + variation.between(-40, 40);
    const pencil = darker(variation.wall, 0.55);
    // The sizes pencilled on the wall: a dimension line with its arrows, a height, a sum.
    canvas.add(
      `<path d="M180 ${n(tapeY + 140)}H1240M180 ${n(tapeY + 110)}v60M1240 ${n(tapeY + 110)}v60M210 ${n(tapeY + 125)}l-30 15l30 15M1210 ${n(tapeY + 125)}l30 15l-30 15" stroke="${pencil}" stroke-width="5" fill="none" stroke-linecap="round" opacity="0.8"/>`,
      `<path d="M1330 120V760M1310 120h40M1310 760h40" stroke="${pencil}" stroke-width="5" fill="none" opacity="0.8"/>`,
      `<path d="M560 ${n(tapeY + 230)}h60M590 ${n(tapeY + 200)}v60M700 ${n(tapeY + 230)}h60M700 ${n(tapeY + 245)}h60" stroke="${pencil}" stroke-width="6" stroke-linecap="round" opacity="0.7"/>`,
    );
    // The tape from its case on the left to the hand on the right.
    const ticks = Array.from({ length: 46 }, (_, index) => `M${n(240 + index * 22)} ${n(tapeY - 20)}v${index % 5 === 0 ? 22 : 11}`).join('');
    canvas.add(
      canvas.castShadow(
        `<rect x="200" y="${n(tapeY - 22)}" width="1060" height="44" fill="${canvas.linear([[0, lit('#f2c94c', 0.3)], [1, darker('#f2c94c', 0.15)]])}"/>` +
          `<path d="${ticks}" stroke="${PALETTE.ink}" stroke-width="3"/>` +
          placed(150, tapeY + 20, 0, 1.1, `<rect x="-110" y="-110" width="200" height="170" rx="44" fill="${canvas.linear([[0, lit(PALETTE.amber, 0.3)], [1, darker(PALETTE.amber, 0.3)]], 0, 0, 1, 1)}"/><circle cx="-10" cy="-25" r="40" fill="${PALETTE.ink}"/><circle cx="-10" cy="-25" r="16" fill="#8e98a2"/>`),
        { distance: 40, softness: 12, opacity: 0.35 },
      ),
    );
    arm(canvas, { from: [1700, tapeY + 520], hand: [1300, tapeY + 20], sleeve: variation.pick(SLEEVES), skin: variation.pick(SKINS), thickness: 150 });
    // The packs it came to, on the floor, each ticked off.
    const floorY = 1010;
    canvas.add(
      `<rect y="${floorY}" width="1480" height="190" fill="${canvas.linear([[0, darker('#c89b6d', 0.2)], [1, '#c89b6d']])}"/>`,
      `<rect y="${floorY - 40}" width="1480" height="40" fill="${lit(variation.wall, 0.3)}"/>`,
      `<rect y="${floorY}" width="1480" height="40" fill="${canvas.linear([[0, PALETTE.shade, 0.35], [1, PALETTE.shade, 0]])}"/>`,
    );
    const packs = [
      [330, tub(canvas, { band: variation.accent, width: 230 })],
      [620, tub(canvas, { band: variation.accent, width: 230 })],
      [930, bag(canvas, { band: PALETTE.brand, width: 230 })],
    ] as const;
    for (const [x, pack] of packs) {
      canvas.add(placed(x, 1170, 0, 1, pack), `<path d="M${x - 40} 790l30 30l60 -70" stroke="${pencil}" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round" opacity="0.75"/>`);
    }
    vignette(canvas);
  },
};
