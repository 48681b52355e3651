import { darker, lighter } from './canvas.ts';
import { heldTool } from './figures.ts';
import { vignette, wallCloseUp } from './room.ts';
import type { Subject } from './subject.ts';
import { fillingKnife } from './tools.ts';

/** A deep gap around a pipe coming through the wall, packed with a filler that does not shrink. */
export const pipeGap: Subject = {
  id: 'pipe-gap',
  mirrorable: true,
  draw(canvas) {
    const { variation } = canvas;
    wallCloseUp(canvas);
    const cy = 520 + variation.between(-40, 40);
    const metal = variation.pick(['#c98a4b', '#b8bec5']);
    canvas.add(
      `<ellipse cx="520" cy="${cy}" rx="230" ry="200" fill="${lighter(variation.wall, 0.3)}"/>`,
      `<ellipse cx="520" cy="${cy}" rx="200" ry="172" fill="${canvas.radial([
        [0, '#2a2521'],
        [0.8, '#51493f'],
        [1, darker(variation.wall, 0.4)],
      ])}"/>`,
      // Filler packed into the lower half of the gap.
      `<path d="M320 ${cy + 10}C340 ${cy + 170} 700 ${cy + 190} 720 ${cy + 10}C640 ${cy + 60} 420 ${cy + 60} 320 ${cy + 10}Z" fill="#fbfaf6"/>`,
      // The pipe: coming out of the wall towards the viewer.
      `<rect x="400" y="${cy - 90}" width="240" height="${1200 - cy + 90}" fill="${canvas.linear(
        [
          [0, darker(metal, 0.25)],
          [0.35, lighter(metal, 0.45)],
          [1, darker(metal, 0.3)],
        ],
        0,
        0,
        1,
        0,
      )}"/>`,
      `<ellipse cx="520" cy="${cy - 90}" rx="120" ry="40" fill="${darker(metal, 0.2)}"/>`,
      `<rect x="390" y="${cy + 300}" width="260" height="40" rx="8" fill="${darker(metal, 0.15)}"/>`,
    );
    heldTool(canvas, {
      tool: fillingKnife(canvas, variation.accent, 200) + '<path d="M220 -50C270 -50 280 0 270 40L230 50Z" fill="#fbfaf6"/>',
      grip: [1120, 900],
      angle: -150,
      scale: 1.6,
      from: [1700, 1300],
    });
    vignette(canvas);
  },
};
