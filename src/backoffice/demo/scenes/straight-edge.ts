import { darker, lighter } from './canvas.ts';
import { arm, placed, SKINS, SLEEVES } from './figures.ts';
import { vignette, wallCloseUp } from './room.ts';
import type { Subject } from './subject.ts';
import { straightEdge } from './tools.ts';

/** Levelling a wall: a thick grey coat ruled off with a long straight-edge, a laser line as the guide. */
export const straightEdgeLevelling: Subject = {
  id: 'straight-edge',
  mirrorable: true,
  draw(canvas) {
    const { variation } = canvas;
    const coat = variation.pick(['#d9d6cf', '#cfd3d6', '#e0d8ca']);
    wallCloseUp(canvas, coat);
    const y = 560 + variation.between(-60, 60);
    canvas.add(
      // Above the rule: levelled and flat; below: the rough coat still to rule off, in ridges.
      `<rect y="${y + 30}" width="1480" height="${1170 - y}" fill="${darker(coat, 0.1)}"/>`,
      `<path d="M0 ${y + 120}q80 -40 160 0t160 0t160 0t160 0t160 0t160 0t160 0t160 0t160 0t160 0M0 ${y + 300}q80 -40 160 0t160 0t160 0t160 0t160 0t160 0t160 0t160 0t160 0t160 0" stroke="${darker(coat, 0.25)}" stroke-width="26" fill="none" opacity="0.6"/>`,
      `<rect width="1480" height="${y - 30}" fill="${lighter(coat, 0.3)}" opacity="0.8"/>`,
      // Laser level line across the wall.
      `<path d="M0 ${y - 210}H1480" stroke="#ff4a3d" stroke-width="6" opacity="0.9"/><path d="M0 ${y - 210}H1480" stroke="#ff8a80" stroke-width="22" opacity="0.25"/>`,
      canvas.shadow(740, y + 60, 700, 40, 0.25),
      placed(740, y, variation.between(-2, 2), 1, straightEdge(canvas, 1400)),
    );
    const sleeve = variation.pick(SLEEVES);
    const skin = variation.pick(SKINS);
    arm(canvas, { from: [150, 1500], hand: [330, y + 40], sleeve, skin, thickness: 170 });
    arm(canvas, { from: [1300, 1500], hand: [1150, y + 40], sleeve, skin, thickness: 170 });
    vignette(canvas);
  },
};
