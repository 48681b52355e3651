import { darker, lighter } from './canvas.ts';
import { heldTool } from './figures.ts';
import { vignette, wallCloseUp } from './room.ts';
import type { Subject } from './subject.ts';
import { wideBlade } from './tools.ts';

/** A wall being skimmed: a wide blade drawing a smooth, fresh coat over the old surface. */
export const wallSkimming: Subject = {
  id: 'wall-skimming',
  mirrorable: true,
  draw(canvas) {
    const { variation } = canvas;
    const old = darker(variation.wall, 0.16);
    wallCloseUp(canvas, old);
    // Old, tired surface: blotches and fine cracks on the part not yet skimmed.
    const blotches: string[] = [];
    for (let index = 0; index < 14; index++) {
      blotches.push(`<ellipse cx="${Math.round(700 + variation.random() * 800)}" cy="${Math.round(variation.random() * 1200)}" rx="${Math.round(40 + variation.random() * 90)}" ry="${Math.round(20 + variation.random() * 50)}" fill="${variation.pick([darker(old, 0.14), lighter(old, 0.2), '#c9b7a0'])}" opacity="0.5"/>`);
    }
    canvas.add(...blotches);
    const edge = 760 + variation.between(-40, 40);
    canvas.add(
      // The fresh coat, satin and even, with the blade's curved leading edge and a ridge.
      `<path d="M0 0H${edge - 60}C${edge + 40} 300 ${edge + 60} 700 ${edge - 20} 1200H0Z" fill="${canvas.linear(
        [
          [0, '#ffffff'],
          [0.6, lighter(variation.wall, 0.55)],
          [1, lighter(variation.wall, 0.3)],
        ],
        0,
        0,
        1,
        0.2,
      )}"/>`,
      `<path d="M${edge - 60} 0C${edge + 40} 300 ${edge + 60} 700 ${edge - 20} 1200" stroke="#ffffff" stroke-width="16" fill="none"/>`,
      `<path d="M${edge - 40} 0C${edge + 60} 300 ${edge + 80} 700 ${edge} 1200" stroke="${darker(variation.wall, 0.15)}" stroke-width="6" fill="none" opacity="0.5"/>`,
      `<path d="M120 200C300 180 520 220 640 260M90 620C300 600 500 640 660 700" stroke="#ffffff" stroke-width="26" fill="none" opacity="0.55" stroke-linecap="round"/>`,
    );
    heldTool(canvas, {
      tool: wideBlade(canvas, variation.accent, 600),
      grip: [edge + 330, 640],
      angle: 182,
      scale: 1.25,
      from: [1700, 1150],
    });
    vignette(canvas);
  },
};
