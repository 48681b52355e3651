import { darker, lighter, n } from './canvas.ts';
import { heldTool, placed } from './figures.ts';
import { vignette, wallCloseUp } from './room.ts';
import type { Subject } from './subject.ts';
import { fillingKnife, tub } from './tools.ts';

/** A hole in a wall being filled with a filling knife, a tub of filler at hand. */
export const holeFilling: Subject = {
  id: 'hole-filling',
  mirrorable: true,
  draw(canvas) {
    const { variation } = canvas;
    wallCloseUp(canvas);
    const wall = variation.wall;
    const compound = '#fbfaf7';
    // A torn, jagged outline round the hole, a little different on every visual.
    const outline = (radius: number, roughness: number) =>
      Array.from({ length: 18 }, (_, index) => {
        const angle = (index / 18) * Math.PI * 2;
        const r = radius * (1 + (variation.random() - 0.5) * roughness);
        return `${index === 0 ? 'M' : 'L'}${n(Math.cos(angle) * r * 1.15)} ${n(Math.sin(angle) * r)}`;
      }).join('') + 'Z';
    const hole =
      `<path d="${outline(118, 0.25)}" fill="${lighter(wall, 0.4)}" stroke="${darker(wall, 0.15)}" stroke-width="4"/>` +
      `<path d="${outline(84, 0.3)}" fill="${canvas.radial(
        [
          [0, '#2e2925'],
          [0.7, '#5d554c'],
          [1, darker(wall, 0.4)],
        ],
        0.6,
        0.65,
        0.65,
      )}"/>` +
      // Filler pressed into the right half of the hole: a crisp edge where the blade stopped,
      // feathered to nothing on the wall beyond.
      `<path d="M-6 -104C26 -40 26 40 -6 104C70 112 150 70 160 0C150 -70 70 -112 -6 -104Z" fill="${canvas.linear(
        [
          [0, compound],
          [0.55, compound, 0.92],
          [1, compound, 0],
        ],
        0,
        0,
        1,
        0,
      )}"/>` +
      `<path d="M-6 -104C26 -40 26 40 -6 104" stroke="#ffffff" stroke-width="10" fill="none" stroke-linecap="round"/>` +
      `<path d="M-6 -104C26 -40 26 40 -6 104" stroke="${darker(wall, 0.1)}" stroke-width="4" fill="none" transform="translate(-8 4)"/>` +
      `<path d="M30 -60C70 -56 100 -40 124 -16M30 34C70 36 100 50 120 60" stroke="#e6e1d8" stroke-width="5" fill="none" stroke-linecap="round"/>`;
    canvas.add(placed(480 + variation.between(-30, 30), 450 + variation.between(-30, 30), variation.between(-10, 10), 2.1, hole));
    // The knife, its blade loaded with filler, coming from the lower right.
    heldTool(canvas, {
      tool: fillingKnife(canvas, variation.accent) + `<path d="M296 -58Q314 0 296 58" stroke="${compound}" stroke-width="22" fill="none" stroke-linecap="round"/>`,
      grip: [1180, 880],
      angle: -146,
      scale: 1.9,
      from: [1760, 1420],
    });
    canvas.add(placed(230, 1260, 0, 1.15, tub(canvas, { band: '#e8772e' })));
    vignette(canvas);
  },
};
