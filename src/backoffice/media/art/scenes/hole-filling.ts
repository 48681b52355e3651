import { darker, lighter } from './canvas.ts';
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
    const hx = 0;
    const hy = 0;
    const compound = '#fbfaf7';
    const hole =
      // The hole: torn plaster rim, dark depth; filler already pressed into its right half.
      `<path d="M${hx - 110} ${hy - 20}C${hx - 100} ${hy - 90} ${hx - 10} ${hy - 110} ${hx + 70} ${hy - 80}C${hx + 130} ${hy - 50} ${hx + 120} ${hy + 40} ${hx + 70} ${hy + 80}C${hx} ${hy + 120} ${hx - 90} ${hy + 80} ${hx - 110} ${hy - 20}Z" fill="${lighter(wall, 0.35)}"/>` +
      `<path d="M${hx - 80} ${hy - 14}C${hx - 76} ${hy - 66} ${hx - 6} ${hy - 84} ${hx + 50} ${hy - 58}C${hx + 96} ${hy - 34} ${hx + 86} ${hy + 30} ${hx + 50} ${hy + 58}C${hx} ${hy + 84} ${hx - 66} ${hy + 54} ${hx - 80} ${hy - 14}Z" fill="${canvas.radial(
        [
          [0, '#2e2925'],
          [0.7, '#5d554c'],
          [1, darker(wall, 0.35)],
        ],
        0.55,
        0.6,
        0.6,
      )}"/>` +
      `<path d="M${hx - 80} ${hy - 14}C${hx - 76} ${hy - 66} ${hx - 6} ${hy - 84} ${hx + 50} ${hy - 58}" stroke="${darker(wall, 0.5)}" stroke-width="8" fill="none"/>` +
      `<path d="M${hx - 10} ${hy - 86}C${hx + 60} ${hy - 100} ${hx + 160} ${hy - 60} ${hx + 230} ${hy + 10}C${hx + 240} ${hy + 60} ${hx + 170} ${hy + 120} ${hx + 40} ${hy + 100}C${hx + 10} ${hy + 60} ${hx - 30} ${hy - 20} ${hx - 10} ${hy - 86}Z" fill="${canvas.linear(
        [
          [0, '#ffffff'],
          [1, '#e4e0d8'],
        ],
        0,
        0,
        1,
        1,
      )}"/>` +
      `<path d="M${hx + 20} ${hy - 60}C${hx + 90} ${hy - 60} ${hx + 150} ${hy - 20} ${hx + 190} ${hy + 30}M${hx + 30} ${hy + 10}C${hx + 90} ${hy + 10} ${hx + 140} ${hy + 40} ${hx + 170} ${hy + 80}" stroke="#d6d1c8" stroke-width="6" fill="none" stroke-linecap="round"/>`;
    canvas.add(placed(480 + variation.between(-30, 30), 430 + variation.between(-30, 30), variation.between(-10, 10), 2.3, hole));
    // The knife, its blade loaded with filler, coming from the lower right.
    heldTool(canvas, {
      tool: fillingKnife(canvas, variation.accent) + `<path d="M250 -50C300 -60 320 -10 300 30C280 60 240 50 240 10Z" fill="${compound}"/>`,
      grip: [1180, 880],
      angle: -146,
      scale: 1.9,
      from: [1760, 1420],
    });
    canvas.add(placed(230, 1260, 0, 1.15, tub(canvas, { band: '#e8772e' })));
    vignette(canvas);
  },
};
