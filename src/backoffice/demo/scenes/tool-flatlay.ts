import { darker, lighter } from './canvas.ts';
import { placed } from './figures.ts';
import { vignette } from './room.ts';
import type { Subject } from './subject.ts';
import { fillingKnife, hawk, sandingBlock, trowel, wideBlade } from './tools.ts';

/** The tools of the trade laid out on a board, from the narrow filling knife to the wide blade. */
export const toolFlatlay: Subject = {
  id: 'tool-flatlay',
  mirrorable: true,
  draw(canvas) {
    const { variation } = canvas;
    const board = variation.pick(['#d9c6a5', '#c8a27a', '#dcd6cc', '#b9c2c8']);
    const planks: string[] = [];
    for (let y = 0; y < 1200; y += 200) planks.push(`<rect y="${y}" width="1480" height="196" fill="${variation.random() < 0.5 ? lighter(board, 0.06) : darker(board, 0.04)}"/>`);
    const swapRows = variation.random() < 0.5;
    const layout: readonly (readonly [number, number, number, number, string])[] = [
      [330, 360, -90, 1.1, fillingKnife(canvas, variation.accent, 180)],
      [560, 380, -90, 1.1, fillingKnife(canvas, '#2f6f9f', 260)],
      [880, 460, -90, 1, wideBlade(canvas, '#3c4a5c', 420)],
      [1220, 360, 20, 0.8, hawk(canvas, '#f6f4ef')],
      [420, 930, 0, 0.9, trowel(canvas)],
      [1000, 930, 90, 0.8, sandingBlock(canvas, variation.accent)],
    ];
    canvas.add(
      `<rect width="1480" height="1200" fill="${darker(board, 0.2)}"/>`,
      ...planks,
      // Laid out by hand: each tool a little off the grid, the rows in either order.
      ...layout.map(([x, y, angle, scale, tool]) => placed(x + variation.between(-30, 30), (swapRows ? 1290 - y : y) + variation.between(-20, 20), angle + variation.between(-6, 6), scale, tool)),
      `<rect width="1480" height="1200" fill="${canvas.linear([[0, '#fff3dc', 0.2], [1, '#1b2330', 0.1]], 0, 0, 1, 1)}"/>`,
    );
    vignette(canvas);
  },
};
