import { darker, lighter } from './canvas.ts';
import { placed, worker } from './figures.ts';
import { outfitOf } from './people.ts';
import { interior, vignette } from './room.ts';
import type { Subject } from './subject.ts';
import { sprayGun } from './tools.ts';

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
      placed(
        1220,
        1100,
        0,
        1,
        canvas.shadow(0, 0, 200, 30) +
          `<rect x="-140" y="-330" width="280" height="250" rx="24" fill="${variation.accent}"/>` +
          `<rect x="-140" y="-330" width="280" height="50" rx="20" fill="${lighter(variation.accent, 0.2)}"/>` +
          `<rect x="-90" y="-250" width="120" height="100" rx="10" fill="${darker(variation.accent, 0.35)}"/>` +
          `<circle cx="80" cy="-200" r="36" fill="#eef1f4"/><path d="M80 -200l20 -20" stroke="#c4553f" stroke-width="6"/>` +
          `<path d="M-120 -80V-20M120 -80V-20M-120 -40H120" stroke="#5d6670" stroke-width="16"/>` +
          `<circle cx="-110" cy="-10" r="40" fill="#2c3036"/><circle cx="110" cy="-10" r="40" fill="#2c3036"/>` +
          `<path d="M140 -420V-300" stroke="#5d6670" stroke-width="16" stroke-linecap="round"/>`,
      ),
      `<path d="M1090 1000C960 1120 840 1100 880 900C900 780 980 640 1040 560" stroke="#2c3036" stroke-width="18" fill="none" stroke-linecap="round"/>`,
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
