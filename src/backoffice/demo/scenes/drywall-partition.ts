import { darker, lighter } from './canvas.ts';
import { placed } from './figures.ts';
import { interior, vignette } from './room.ts';
import type { Subject } from './subject.ts';

/** A plasterboard partition going up: metal studs, boards screwed on, a stack waiting. */
export const drywallPartition: Subject = {
  id: 'drywall-partition',
  mirrorable: true,
  draw(canvas) {
    const { variation } = canvas;
    interior(canvas, { floor: 'concrete', floorY: 960, window: { x: 1080, y: 180, width: 300, height: 460 } });
    const board = '#e2e6e9';
    const stud = '#aeb6be';
    // Rails and studs of the frame.
    const studs: string[] = [];
    for (let x = 120; x <= 980; x += 172) studs.push(`<rect x="${x}" y="90" width="34" height="870" fill="${canvas.linear([[0, lighter(stud, 0.3)], [1, darker(stud, 0.2)]], 0, 0, 1, 0)}"/>`);
    canvas.add(`<rect x="100" y="80" width="920" height="26" fill="${stud}"/><rect x="100" y="940" width="920" height="26" fill="${stud}"/>`, ...studs);
    // Boards already hung on the left, screws in rows.
    const hung = 2 + Math.floor(variation.random() * 2);
    for (let index = 0; index < hung; index++) {
      const x = 120 + index * 172 * 2;
      const screws: string[] = [];
      for (let y = 140; y < 940; y += 140) screws.push(`<circle cx="${x + 12}" cy="${y}" r="6" fill="#8e98a2"/><circle cx="${x + 184}" cy="${y}" r="6" fill="#8e98a2"/><circle cx="${x + 332}" cy="${y}" r="6" fill="#8e98a2"/>`);
      canvas.add(
        `<rect x="${x}" y="96" width="344" height="856" fill="${canvas.linear([[0, lighter(board, 0.3)], [1, darker(board, 0.06)]], 0, 0, 1, 0)}"/>`,
        `<rect x="${x + 334}" y="96" width="10" height="856" fill="${darker(board, 0.15)}"/>`,
        ...screws,
      );
    }
    // A stack of boards leaning on the right, and a sanding pole.
    canvas.add(
      placed(
        1180,
        1100,
        0,
        1,
        canvas.shadow(0, 0, 260, 30) +
          `<path d="M-200 0L-80 -820H40L-80 0Z" fill="${darker(board, 0.1)}"/><path d="M-160 0L-40 -820H80L-40 0Z" fill="${board}"/><path d="M-120 0L0 -820H120L0 0Z" fill="${lighter(board, 0.2)}"/>` +
          `<path d="M0 -820H120" stroke="#c7b9a0" stroke-width="10"/>`,
      ),
      `<path d="M1420 1140L1300 260" stroke="${variation.accent}" stroke-width="20" stroke-linecap="round"/><rect x="1220" y="210" width="170" height="60" rx="10" fill="#5d6670" transform="rotate(-8 1300 240)"/>`,
    );
    vignette(canvas);
  },
};
