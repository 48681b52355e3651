import { darker, lighter } from './canvas.ts';
import { arm, heldTool, placed, SKINS } from './figures.ts';
import { vignette, wallCloseUp } from './room.ts';
import type { Subject } from './subject.ts';
import { hawk, trowel } from './tools.ts';

/** Smoothing by hand: compound taken from the hawk and laid on with the finishing trowel. */
export const hawkAndTrowel: Subject = {
  id: 'hawk-and-trowel',
  mirrorable: true,
  draw(canvas) {
    const { variation } = canvas;
    const compound = variation.pick(['#f4f1ea', '#eef0f2', '#f6efe3']);
    wallCloseUp(canvas, darker(variation.wall, 0.06));
    canvas.add(
      `<path d="M0 0H900C860 240 980 420 900 640C860 760 920 900 880 1200H0Z" fill="${canvas.linear(
        [
          [0, '#ffffff'],
          [1, lighter(compound, 0.2)],
        ],
        0,
        0,
        1,
        0.3,
      )}"/>`,
      `<path d="M900 0C860 240 980 420 900 640C860 760 920 900 880 1200" stroke="${darker(compound, 0.08)}" stroke-width="10" fill="none"/>`,
      `<path d="M160 300Q420 260 760 320M120 720Q420 680 780 740" stroke="#ffffff" stroke-width="50" fill="none" opacity="0.6" stroke-linecap="round"/>`,
    );
    heldTool(canvas, { tool: trowel(canvas), grip: [820, 430], angle: -8, scale: 1.2, from: [1700, 1000] });
    canvas.add(placed(330, 980, 6, 1.25, hawk(canvas, compound)));
    arm(canvas, { from: [-200, 1500], hand: [340, 1150], sleeve: darker(variation.accent, 0.1), skin: variation.pick(SKINS), thickness: 170 });
    vignette(canvas);
  },
};
