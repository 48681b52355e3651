import { darker, lighter } from './canvas.ts';
import { heldTool } from './figures.ts';
import { vignette } from './room.ts';
import type { Subject } from './subject.ts';
import { wideBlade } from './tools.ts';

/** Old tiles covered without removing them: a smoothing coat spread over the tiles and grout. */
export const tileCovering: Subject = {
  id: 'tile-covering',
  mirrorable: true,
  draw(canvas) {
    const { variation } = canvas;
    const tile = variation.pick(['#a9c7c4', '#d6b98c', '#b9b0cf', '#9fb6cf', '#c7a28a']);
    const tiles: string[] = [];
    for (let x = 0; x < 1480; x += 150) {
      for (let y = 0; y < 1200; y += 150) {
        tiles.push(`<rect x="${x + 5}" y="${y + 5}" width="140" height="140" rx="6" fill="${canvas.linear([[0, lighter(tile, 0.25)], [1, darker(tile, 0.08)]], 0, 0, 1, 1)}"/>`);
        if (variation.random() < 0.15) tiles.push(`<path d="M${x + 40} ${y + 40}l30 30l-10 30" stroke="${darker(tile, 0.3)}" stroke-width="5" fill="none"/>`);
      }
    }
    canvas.add(
      `<rect width="1480" height="1200" fill="#eeece6"/>`,
      ...tiles,
      `<path d="M0 0H700C740 300 680 700 720 1200H0Z" fill="${canvas.linear([[0, '#fbfaf6'], [1, '#e9e6df']], 0, 0, 1, 0.2)}"/>`,
      `<path d="M700 0C740 300 680 700 720 1200" stroke="#ffffff" stroke-width="16" fill="none"/>`,
      // Grout lines faintly showing through the first thin coat.
      `<path d="M150 0V1200M300 0V1200M450 0V1200M600 0V1200M0 300H700M0 600H700M0 900H700" stroke="#d9d6cf" stroke-width="4" opacity="0.6"/>`,
    );
    heldTool(canvas, { tool: wideBlade(canvas, variation.accent, 560), grip: [1050, 600], angle: 182, scale: 1.15, from: [1700, 1100] });
    vignette(canvas);
  },
};
