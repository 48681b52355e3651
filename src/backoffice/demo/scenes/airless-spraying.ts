import { darker, lighter } from './canvas.ts';
import { placed, worker } from './figures.ts';
import { outfitOf } from './people.ts';
import { interior, vignette } from './room.ts';
import type { Subject } from './subject.ts';
import { airlessPump, hose, sprayGun } from './tools.ts';

/** Spraying a smoothing compound with an airless machine: the fan of spray, the pump on its cart. */
export const airlessSpraying: Subject = {
  id: 'airless-spraying',
  mirrorable: true,
  draw(canvas) {
    const { variation } = canvas;
    interior(canvas, { floorY: 980, window: null, floor: 'concrete', wall: darker(variation.wall, 0.12) });
    const sprayedTo = 560 + variation.between(-40, 60);
    canvas.add(
      // Sprayed band: a creamy white coat in vertical passes over the bare wall.
      `<rect width="${sprayedTo}" height="934" fill="${lighter(variation.wall, 0.6)}"/>`,
      `<path d="M${sprayedTo - 120} 0V934M${sprayedTo - 300} 0V934" stroke="#ffffff" stroke-width="60" opacity="0.5"/>`,
      // The fan of spray leaving the tip, fading out onto the wall.
      `<path d="M775 456L${sprayedTo - 20} 230Q${sprayedTo - 60} 470 ${sprayedTo - 20} 710Z" fill="${canvas.linear(
        [
          [0, '#ffffff', 0.95],
          [1, '#ffffff', 0.15],
        ],
        1,
        0,
        0,
        0,
      )}"/>`,
      `<rect x="${sprayedTo - 40}" y="220" width="40" height="500" rx="20" fill="#ffffff" opacity="0.9"/>`,
    );
    // The pump on its cart, hose curling to the gun.
    canvas.add(
      placed(1220, 1100, 0, 1, airlessPump(canvas, variation.accent)),
      hose([
        [1360, 680],
        [1200, 1180],
        [860, 1100],
        [880, 900],
        [1040, 560],
      ]),
    );
    const outfit = outfitOf(canvas);
    worker(canvas, {
      feet: [1080, 1040],
      height: 820,
      hands: [
        [980, 470],
        [1040, 520],
      ],
      ...outfit,
      shirt: '#f3f1ec',
      cap: variation.accent,
    });
    // The gun points left at the wall, trigger and hose still underneath: mirrored, not turned.
    canvas.add(`<g transform="translate(1010 470) scale(-0.7 0.7)">${sprayGun(canvas, variation.accent)}</g>`);
    vignette(canvas);
  },
};
