import { darker, lighter, n } from './canvas.ts';
import { heldTool, placed } from './figures.ts';
import { plant } from './furniture.ts';
import { vignette } from './room.ts';
import type { Subject } from './subject.ts';
import { trowel } from './tools.ts';

/** A decorative wall: fan-shaped trowel textures in a warm mineral colour, a plant at its foot. */
export const texturedWall: Subject = {
  id: 'textured-wall',
  mirrorable: true,
  draw(canvas) {
    const { variation } = canvas;
    const tone = variation.pick(['#d9b49a', '#c9b8a0', '#b9c2b0', '#d6c7b2', '#c7a7a0']);
    canvas.add(
      `<rect width="1480" height="1200" fill="${canvas.linear(
        [
          [0, lighter(tone, 0.35)],
          [1, darker(tone, 0.15)],
        ],
        0,
        0,
        1,
        0.5,
      )}"/>`,
    );
    // Overlapping fans of trowel marks, each a light ridge over a shadowed one.
    const fans: string[] = [];
    for (let row = 0; row < 7; row++) {
      for (let column = 0; column < 7; column++) {
        const x = column * 240 + (row % 2) * 120 - 60 + variation.random() * 40;
        const y = row * 190 - 40 + variation.random() * 30;
        const spin = variation.between(-30, 30);
        fans.push(
          `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(spin)})"><path d="M-130 40A140 140 0 0 1 130 40" stroke="${darker(tone, 0.14)}" stroke-width="22" fill="none" opacity="0.45"/><path d="M-120 30A130 130 0 0 1 120 30" stroke="${lighter(tone, 0.4)}" stroke-width="12" fill="none" opacity="0.7"/></g>`,
        );
      }
    }
    canvas.add(...fans, `<rect y="1040" width="1480" height="160" fill="${darker(tone, 0.4)}"/>`, placed(240, 1130, 0, 1.05, plant(canvas, '#f1ece4')));
    heldTool(canvas, { tool: trowel(canvas), grip: [960, 520], angle: -20, scale: 1.05, from: [1700, 1150] });
    vignette(canvas);
  },
};
