import { PALETTE, darker, lit, n } from './canvas.ts';
import { placed } from './figures.ts';
import { trestleTable } from './furniture.ts';
import { interior, sunPatch, vignette } from './room.ts';
import type { Subject } from './subject.ts';
import { bag, tub } from './tools.ts';

/**
 * Starting a worksite: an empty room stripped for work, raw plaster on the walls, a trestle table
 * in the window's light with the plan spread on it, the tape measure, the pencil and the hard hat,
 * the first sacks and tubs delivered beside it.
 */
export const sitePlan: Subject = {
  id: 'site-plan',
  mirrorable: true,
  draw(canvas) {
    const { variation } = canvas;
    const floorY = 880;
    interior(canvas, { floorY, window: { x: 110, y: 150, width: 330, height: 520 }, floor: 'concrete', wall: darker(variation.wall, 0.12), grain: 0.9 });
    sunPatch(canvas, { x: 620, y: 260, width: 360, height: 460, slant: 240, panes: [2, 2], softness: 14 });
    // The plan: a sheet of blue with the rooms in white lines, its corner curling.
    const plan =
      `<path d="M-320 -40L300 -60L340 10L-300 30Z" fill="${canvas.linear([[0, lit('#2f6f9f', 0.2)], [1, '#2a5f8a']], 0, 0, 1, 1)}"/>` +
      `<path d="M-250 -20L220 -36M-240 10L260 -6M-100 -28L-96 16M100 -34L110 10" stroke="#eaf2f8" stroke-width="4" opacity="0.9"/>` +
      `<path d="M300 -60Q330 -90 360 -70L340 10Z" fill="#d8e6f1"/>`;
    const hardHat =
      `<path d="M-110 0C-110 -120 110 -120 110 0Z" fill="${canvas.radialAt([[0, lit(PALETTE.amber, 0.4)], [1, darker(PALETTE.amber, 0.25)]], -30, -80, 160)}"/>` +
      `<rect x="-140" y="-12" width="280" height="24" rx="12" fill="${darker(PALETTE.amber, 0.2)}"/><path d="M-10 -110V-4" stroke="${lit(PALETTE.amber, 0.3)}" stroke-width="16"/>`;
    const tape =
      `<rect x="-60" y="-90" width="120" height="90" rx="30" fill="${canvas.linear([[0, lit('#f2c94c', 0.3)], [1, darker('#f2c94c', 0.2)]], 0, 0, 1, 1)}"/>` +
      `<circle cx="0" cy="-45" r="20" fill="${PALETTE.ink}"/><path d="M60 -10H260" stroke="#f2c94c" stroke-width="20"/>` +
      `<path d="${[0, 1, 2, 3, 4, 5, 6, 7, 8].map((index) => `M${n(80 + index * 22)} -20v8`).join('')}" stroke="${PALETTE.ink}" stroke-width="3"/>`;
    canvas.add(
      canvas.castShadow(
        placed(
          900,
          720,
          0,
          1,
          trestleTable(canvas, 980, 360) + plan + placed(230, -40, 0, 0.9, hardHat) + placed(-330, -30, 0, 0.9, tape) + `<path d="M40 -40l150 -20" stroke="${PALETTE.ochre}" stroke-width="12" stroke-linecap="round"/>`,
        ),
        { distance: 60, softness: 20, opacity: 0.32 },
      ),
      placed(1300, 1140, 0, 1, bag(canvas, { band: variation.accent, width: 260 })),
      placed(1100, 1170, 0, 0.9, tub(canvas, { band: PALETTE.brand, width: 240 })),
      placed(230, 1150, 0, 0.85, bag(canvas, { band: PALETTE.brand, width: 240 })),
    );
    vignette(canvas);
  },
};
