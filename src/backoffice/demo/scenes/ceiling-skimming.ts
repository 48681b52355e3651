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
    const ceilingY = 300;
    interior(canvas, { floorY: 1000, window: { x: 1000, y: 440, width: 300, height: 400 } });
    const fresh = 760 + variation.between(-60, 60);
    canvas.add(
      // The ceiling seen from below, receding: the old grey plane, the freshly skimmed white part
      // ending in the blade's soft ridge, the cornice along the wall.
      `<path d="M0 0H1480V${ceilingY - 40}L0 ${ceilingY}Z" fill="${canvas.linear([
        [0, darker(variation.wall, 0.2)],
        [1, darker(variation.wall, 0.1)],
      ])}"/>`,
      `<path d="M0 0H${fresh}C${fresh + 30} 100 ${fresh - 20} 200 ${fresh + 10} ${ceilingY - 20}L0 ${ceilingY}Z" fill="${canvas.linear([
        [0, '#ffffff'],
        [1, lighter(variation.wall, 0.6)],
      ])}"/>`,
      `<path d="M${fresh} 0C${fresh + 30} 100 ${fresh - 20} 200 ${fresh + 10} ${ceilingY - 20}" stroke="#ffffff" stroke-width="14" fill="none"/>`,
      `<path d="M${fresh + 14} 0C${fresh + 44} 100 ${fresh - 6} 200 ${fresh + 24} ${ceilingY - 20}" stroke="${darker(variation.wall, 0.28)}" stroke-width="5" fill="none" opacity="0.6"/>`,
      `<path d="M0 ${ceilingY}L1480 ${ceilingY - 40}" stroke="${lighter(variation.wall, 0.55)}" stroke-width="26"/>`,
      `<path d="M0 ${ceilingY + 14}L1480 ${ceilingY - 26}" stroke="${darker(variation.wall, 0.15)}" stroke-width="4"/>`,
      // The ceiling rose left bare for the light, dust sheet on the floor.
      `<ellipse cx="1120" cy="130" rx="70" ry="22" fill="${lighter(variation.wall, 0.4)}"/><path d="M1120 140V190" stroke="#2c3036" stroke-width="6"/>`,
      `<path d="M200 1200L320 1010Q700 980 1100 1020L1240 1200Z" fill="${lighter('#d8cbb8', 0.3)}"/>`,
      placed(600, 1080, 0, 0.95, stepladder(canvas, 560)),
    );
    const outfit = outfitOf(canvas);
    worker(canvas, {
      feet: [600, 820],
      height: 470,
      hands: [
        [690, 360],
        [800, 350],
      ],
      ...outfit,
      cap: '#f3f1ec',
    });
    canvas.add(placed(750, 362, -90, 0.85, wideBlade(canvas, variation.accent, 420)));
    vignette(canvas);
  },
};
