import { darker, lighter } from './canvas.ts';
import { placed, worker } from './figures.ts';
import { outfitOf } from './people.ts';
import { interior, vignette } from './room.ts';
import type { Subject } from './subject.ts';
import { wideBlade } from './tools.ts';

/** A training workshop: a trainer demonstrating on a practice wall, trainees watching. */
export const trainingClass: Subject = {
  id: 'training-class',
  mirrorable: true,
  draw(canvas) {
    const { variation } = canvas;
    interior(canvas, { floor: 'concrete', floorY: 900, window: { x: 1120, y: 150, width: 260, height: 420 } });
    const board = '#e2e6e9';
    canvas.add(
      // Practice booths: plasterboard panels, one taped, one half skimmed.
      `<rect x="120" y="200" width="340" height="650" fill="${board}"/><rect x="470" y="200" width="340" height="650" fill="${board}"/>`,
      `<rect x="430" y="200" width="80" height="650" fill="#f6f4ef"/><rect x="130" y="200" width="200" height="650" fill="${lighter(board, 0.6)}"/>`,
      `<rect x="100" y="180" width="730" height="24" fill="#aeb6be"/><path d="M100 850H830" stroke="#aeb6be" stroke-width="20"/>`,
    );
    const trainer = outfitOf(canvas);
    // The trainer shows the stroke on the practice board, the blade held flat on it.
    worker(canvas, { feet: [740, 1000], height: 640, hands: [[500, 480], [850, 640]], ...trainer, shirt: variation.accent });
    canvas.add(placed(500, 480, -100, 0.6, wideBlade(canvas, '#3c4a5c', 360)));
    const seats = [
      [980, 1180],
      [1200, 1180],
      [1400, 1180],
    ] as const;
    for (const [x, y] of seats) {
      worker(canvas, {
        feet: [x, y],
        height: 560,
        hands: [
          [x - 80, y - 250],
          [x + 80, y - 250],
        ],
        shirt: variation.pick(['#3c4a5c', '#5b6b4e', '#7a4b3a', '#8a8f96', '#c98b6b']),
        trousers: darker('#3c4a5c', variation.random() * 0.2),
        skin: trainer.skin === '#8d5a3b' ? '#f1c7a5' : variation.pick(['#8d5a3b', '#d9a27c', '#f1c7a5']),
        hair: variation.pick(['#2b2420', '#7a5a3a', '#1f1c1a']),
        fromBehind: true,
      });
    }
    vignette(canvas);
  },
};
