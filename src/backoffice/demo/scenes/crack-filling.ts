import { darker, lighter, n } from './canvas.ts';
import { heldTool } from './figures.ts';
import { vignette, wallCloseUp } from './room.ts';
import type { Subject } from './subject.ts';
import { fillingKnife } from './tools.ts';

/** A crack running across a wall, opened and being filled with a narrow knife. */
export const crackFilling: Subject = {
  id: 'crack-filling',
  mirrorable: true,
  draw(canvas) {
    const { variation } = canvas;
    wallCloseUp(canvas);
    // A jagged crack from the top left corner to the lower right.
    const points: [number, number][] = [];
    let x = -20;
    let y = 120 + variation.between(0, 120);
    while (x < 1500) {
      points.push([x, y]);
      x += 60 + variation.random() * 70;
      y += 20 + variation.random() * 60 - 10;
    }
    const line = points.map(([px, py], index) => `${index === 0 ? 'M' : 'L'}${n(px)} ${n(py)}`).join('');
    const filledUpTo = Math.floor(points.length * 0.45);
    const filled = points.slice(0, filledUpTo + 1).map(([px, py], index) => `${index === 0 ? 'M' : 'L'}${n(px)} ${n(py)}`).join('');
    canvas.add(
      `<path d="${line}" stroke="${lighter(variation.wall, 0.5)}" stroke-width="50" fill="none" stroke-linejoin="round"/>`,
      `<path d="${line}" stroke="#3a332d" stroke-width="24" fill="none" stroke-linejoin="round"/>`,
      `<path d="${line}" stroke="${darker(variation.wall, 0.4)}" stroke-width="4" fill="none" transform="translate(0 9)"/>`,
      // Branches of the crack.
      `<path d="M${n(points[3]![0])} ${n(points[3]![1])}l40 -70l30 -20M${n(points[8]![0])} ${n(points[8]![1])}l-30 80l10 40" stroke="#3a332d" stroke-width="6" fill="none"/>`,
      // The filled stretch: a band of fresh filler, smoothed flush.
      `<path d="${filled}" stroke="${darker(variation.wall, 0.12)}" stroke-width="104" fill="none" stroke-linejoin="round" stroke-linecap="round" transform="translate(6 10)"/>`,
      `<path d="${filled}" stroke="#fbfaf6" stroke-width="96" fill="none" stroke-linejoin="round" stroke-linecap="round"/>`,
      `<path d="${filled}" stroke="#e9e5dc" stroke-width="6" fill="none" transform="translate(0 30)" opacity="0.8"/>`,
    );
    const [tipX, tipY] = points[filledUpTo]!;
    heldTool(canvas, {
      tool: fillingKnife(canvas, variation.accent, 220) + '<path d="M230 -60C280 -60 290 0 280 40L240 50Z" fill="#fbfaf6"/>',
      grip: [tipX + 420, tipY + 380],
      angle: -137,
      scale: 1.7,
      from: [tipX + 1100, tipY + 900],
    });
    vignette(canvas);
  },
};
