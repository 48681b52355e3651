import { darker, lighter } from './canvas.ts';
import { heldTool } from './figures.ts';
import { vignette, wallCloseUp } from './room.ts';
import type { Subject } from './subject.ts';
import { wideBlade } from './tools.ts';

/** A chased wall: the groove cut for a new cable, up from a socket, filled level with a filling compound. */
export const socketChase: Subject = {
  id: 'socket-chase',
  mirrorable: true,
  draw(canvas) {
    const { variation } = canvas;
    wallCloseUp(canvas);
    const x = 600 + variation.between(-60, 60);
    const brick = '#c77a5a';
    canvas.add(
      // The groove: brick showing at its bottom, cable in it, rough edges.
      `<rect x="${x - 50}" y="0" width="100" height="900" fill="${darker(variation.wall, 0.3)}"/>`,
      `<rect x="${x - 38}" y="0" width="76" height="900" fill="${brick}"/>`,
      `<path d="M${x - 38} 120H${x + 38}M${x - 38} 280H${x + 38}M${x - 38} 440H${x + 38}M${x - 38} 600H${x + 38}M${x - 38} 760H${x + 38}" stroke="${lighter(brick, 0.3)}" stroke-width="10"/>`,
      `<path d="M${x} 0V900" stroke="#f2f2f0" stroke-width="22"/>`,
      // The lower part already filled flush.
      `<rect x="${x - 60}" y="560" width="120" height="340" rx="20" fill="#fbfaf6"/>`,
      `<path d="M${x - 60} 570Q${x} 540 ${x + 60} 570" stroke="#e4e0d8" stroke-width="6" fill="none"/>`,
      // The socket at the bottom of the chase.
      `<rect x="${x - 110}" y="880" width="220" height="220" rx="24" fill="${canvas.linear([
        [0, '#ffffff'],
        [1, '#dde2e6'],
      ])}"/>`,
      `<circle cx="${x}" cy="990" r="70" fill="#eef1f4"/><circle cx="${x - 26}" cy="990" r="12" fill="#3a4250"/><circle cx="${x + 26}" cy="990" r="12" fill="#3a4250"/>`,
    );
    heldTool(canvas, { tool: wideBlade(canvas, variation.accent, 260), grip: [x + 360, 560], angle: 180, scale: 1.2, from: [1700, 900] });
    vignette(canvas);
  },
};
