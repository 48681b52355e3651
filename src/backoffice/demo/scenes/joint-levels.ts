import { PALETTE, darker, lit, n } from './canvas.ts';
import { heldTool } from './figures.ts';
import { vignette, wallCloseUp } from './room.ts';
import type { Subject } from './subject.ts';
import { wideBlade } from './tools.ts';

/**
 * The joint finishing levels worksheet: one plasterboard joint taken through the four levels of
 * finish, left to right along the wall, the bare joint and its screws, the tape bedded, the
 * filling coat, the skim that leaves the board and the joint one surface; a dot for each level
 * counts them, and the blade finishes the last.
 */
export const jointLevels: Subject = {
  id: 'joint-levels',
  mirrorable: false,
  draw(canvas) {
    const { variation } = canvas;
    const board = '#e4e6e3';
    wallCloseUp(canvas, board, 0.15);
    const jointY = 560;
    const bands = 4;
    const bandWidth = 1480 / bands;
    const screws: string[] = [];
    for (let x = 40; x < bandWidth; x += 90) screws.push(`M${x} ${jointY - 70}h8M${x + 40} ${jointY + 70}h8`);
    canvas.add(
      // The joint between two boards across the wall, and the boards' fixing screws in level 1.
      `<path d="M0 ${jointY}H1480" stroke="${darker(board, 0.35)}" stroke-width="6"/>`,
      `<path d="${screws.join('')}" stroke="${darker(board, 0.5)}" stroke-width="8" stroke-linecap="round"/>`,
      // Level 2: the tape bedded in compound.
      `<rect x="${bandWidth}" y="${jointY - 28}" width="${bandWidth * 3}" height="56" fill="#f3ede0"/>`,
      `<path d="M${bandWidth} ${jointY - 28}H1480M${bandWidth} ${jointY + 28}H1480" stroke="${darker('#f3ede0', 0.2)}" stroke-width="3"/>`,
      // Level 3: a wide filling coat over it, feathered out.
      `<rect x="${bandWidth * 2}" y="${jointY - 170}" width="${bandWidth * 2}" height="340" fill="${canvas.linear([[0, '#fbfaf6', 0], [0.3, '#fbfaf6', 0.95], [0.7, '#fbfaf6', 0.95], [1, '#fbfaf6', 0]])}"/>`,
      // Level 4: the skim over the whole surface, board and joint alike.
      `<rect x="${bandWidth * 3}" y="0" width="${bandWidth}" height="1200" fill="${lit('#f7f5ef', 0.3)}"/>`,
      `<path d="M${bandWidth} 0V1200M${bandWidth * 2} 0V1200M${bandWidth * 3} 0V1200" stroke="${PALETTE.shade}" stroke-width="4" stroke-dasharray="14 18" opacity="0.35"/>`,
    );
    // A dot for each level, at the foot of its band.
    for (let level = 1; level <= bands; level++) {
      const cx = bandWidth * (level - 0.5);
      const dots = Array.from({ length: level }, (_, index) => `<circle cx="${n(cx + (index - (level - 1) / 2) * 40)}" cy="1080" r="14" fill="${variation.accent}"/>`).join('');
      canvas.add(`<rect x="${n(cx - 110)}" y="1046" width="220" height="68" rx="34" fill="#ffffff" opacity="0.85"/>`, dots);
    }
    heldTool(canvas, { tool: wideBlade(canvas, variation.accent, 420), grip: [1320, 760], angle: -95, scale: 0.95, from: [1700, 1300], thickness: 150 });
    vignette(canvas);
  },
};
