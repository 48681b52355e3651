import { darker, lighter } from './canvas.ts';
import { heldTool, placed } from './figures.ts';
import { framedPicture } from './furniture.ts';
import { vignette, wallCloseUp } from './room.ts';
import type { Subject } from './subject.ts';
import { cartridge } from './tools.ts';

/** A quick repair: old nail holes beside a picture filled straight from a ready-to-use tube. */
export const nailHole: Subject = {
  id: 'nail-hole',
  mirrorable: true,
  draw(canvas) {
    const { variation } = canvas;
    wallCloseUp(canvas);
    canvas.add(placed(120, 160, -3, 1, framedPicture(canvas, 420, 520, variation.pick(['#5e8f5a', '#2f6f9f', '#c4553f']))));
    const holes: [number, number][] = [
      [760, 360],
      [900, 300],
      [1000, 520],
      [840, 600],
    ];
    for (const [x, y] of holes) {
      canvas.add(
        `<circle cx="${x}" cy="${y}" r="44" fill="${lighter(variation.wall, 0.3)}"/><circle cx="${x}" cy="${y}" r="26" fill="#3a332d"/><path d="M${x - 18} ${y}a18 18 0 0 1 36 0" fill="${darker(variation.wall, 0.5)}"/>`,
      );
    }
    // The first two already filled: small white dabs, flush with the wall.
    canvas.add(`<circle cx="760" cy="360" r="48" fill="#fbfaf6"/><circle cx="900" cy="300" r="48" fill="#fbfaf6"/><path d="M728 372q32 14 64 0" stroke="#e4e0d8" stroke-width="4" fill="none"/>`);
    heldTool(canvas, { tool: `<g transform="translate(200 0)">${cartridge(canvas, variation.accent)}</g>`, grip: [1200, 820], angle: -130, scale: 1.3, from: [1760, 1300] });
    vignette(canvas);
  },
};
