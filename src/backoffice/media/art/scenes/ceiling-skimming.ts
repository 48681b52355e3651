import { darker, lighter } from './canvas.ts';
import { placed, worker } from './figures.ts';
import { outfitOf } from './people.ts';
import { interior, vignette } from './room.ts';
import type { Subject } from './subject.ts';
import { stepladder, wideBlade } from './tools.ts';

/** A ceiling being skimmed by a worker on a stepladder, half of it fresh and bright. */
export const ceilingSkimming: Subject = {
  id: 'ceiling-skimming',
  mirrorable: true,
  draw(canvas) {
    const { variation } = canvas;
    const ceilingY = 250;
    interior(canvas, { floorY: 1000, window: { x: 1000, y: 420, width: 300, height: 420 } });
    canvas.add(
      // The ceiling seen from below: old grey half, freshly skimmed white half.
      `<path d="M0 0H1480V${ceilingY - 60}L0 ${ceilingY}Z" fill="${darker(variation.wall, 0.14)}"/>`,
      `<path d="M0 0H720C760 90 740 160 700 ${ceilingY - 30}L0 ${ceilingY}Z" fill="${canvas.linear([
        [0, '#ffffff'],
        [1, lighter(variation.wall, 0.5)],
      ])}"/>`,
      `<path d="M0 ${ceilingY}L1480 ${ceilingY - 60}" stroke="${lighter(variation.wall, 0.5)}" stroke-width="20"/>`,
      placed(600, 1080, 0, 0.95, stepladder(canvas, 560)),
    );
    const outfit = outfitOf(canvas);
    worker(canvas, {
      feet: [600, 790],
      height: 460,
      hands: [
        [700, 310],
        [810, 300],
      ],
      ...outfit,
      cap: '#f3f1ec',
    });
    canvas.add(placed(760, 312, -90, 0.8, wideBlade(canvas, variation.accent, 420)));
    vignette(canvas);
  },
};
