import { darker, lighter } from './canvas.ts';
import { heldTool } from './figures.ts';
import { vignette } from './room.ts';
import type { Subject } from './subject.ts';
import { wideBlade } from './tools.ts';

/** Plasterboard joints: paper tape bedded in compound along the seam, the taping knife on it. */
export const jointTaping: Subject = {
  id: 'joint-taping',
  mirrorable: true,
  draw(canvas) {
    const { variation } = canvas;
    const board = variation.pick(['#e4e7ea', '#dfe3e6', '#e8e6e1']);
    const seam = 720 + variation.between(-60, 60);
    canvas.add(
      `<rect width="1480" height="1200" fill="${canvas.linear(
        [
          [0, lighter(board, 0.4)],
          [1, darker(board, 0.12)],
        ],
        0,
        0,
        1,
        0.3,
      )}"/>`,
      // The two boards' tapered edges, their screws in rows.
      `<rect x="${seam - 110}" width="220" height="1200" fill="${darker(board, 0.05)}"/>`,
      `<path d="M${seam} 0V1200" stroke="${darker(board, 0.3)}" stroke-width="5"/>`,
    );
    const screws: string[] = [];
    for (const column of [seam - 80, seam + 80, 120, 1380]) {
      for (let y = 80; y < 1200; y += 230) screws.push(`<circle cx="${column}" cy="${y}" r="9" fill="${darker(board, 0.35)}"/>`);
    }
    canvas.add(...screws);
    const finished = seam > 740 ? 200 : 1280;
    canvas.add(
      `<rect x="${finished - 150}" width="300" height="1200" fill="${canvas.linear(
        [
          [0, '#fbfaf6', 0],
          [0.3, '#fbfaf6'],
          [0.7, '#fbfaf6'],
          [1, '#fbfaf6', 0],
        ],
        0,
        0,
        1,
        0,
      )}"/>`,
    );
    const top = 90 + variation.between(0, 120);
    canvas.add(
      // Compound bedded along the seam, then the paper tape pressed in from the top down to the knife.
      `<rect x="${seam - 95}" y="${top - 40}" width="190" height="${1200 - top + 40}" rx="30" fill="#f6f4ef"/>`,
      `<rect x="${seam - 38}" y="${top}" width="76" height="${760 - top}" fill="#f3ead8"/>`,
      `<path d="M${seam - 38} ${top}V760M${seam + 38} ${top}V760" stroke="#d8cbb0" stroke-width="4"/>`,
      `<path d="M${seam} ${top}V760" stroke="#e2d6bf" stroke-width="3" stroke-dasharray="18 12"/>`,
      // Below the knife the bedding coat still waits for its tape; the roll of tape on the floor.
      `<circle cx="${seam + 250}" cy="1120" r="120" fill="#efe4cf"/><circle cx="${seam + 250}" cy="1120" r="70" fill="${darker(board, 0.2)}"/><circle cx="${seam + 250}" cy="1120" r="120" fill="none" stroke="#d8cbb0" stroke-width="6"/>`,
      `<path d="M${seam - 38} 760L${seam + 150} 1060" stroke="#efe4cf" stroke-width="60"/>`,
    );
    heldTool(canvas, {
      tool: wideBlade(canvas, variation.accent, 400),
      grip: [seam + 300, 690],
      angle: 180,
      scale: 1.3,
      from: [1640, 1100],
    });
    vignette(canvas);
  },
};
