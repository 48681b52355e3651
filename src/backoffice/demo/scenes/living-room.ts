import { darker } from './canvas.ts';
import { placed } from './figures.ts';
import { floorLamp, framedPicture, plant, sofa } from './furniture.ts';
import { interior, vignette } from './room.ts';
import type { Subject } from './subject.ts';

/** The finished job: a living room with flawless painted walls in soft daylight. */
export const livingRoom: Subject = {
  id: 'living-room',
  mirrorable: true,
  draw(canvas) {
    const { variation } = canvas;
    interior(canvas, { floorY: 940, window: { x: 110, y: 170, width: 340, height: 560 } });
    const fabric = variation.pick(['#6f8fa6', '#c98b6b', '#8fa58a', '#b7a48c', '#7d6f92']);
    canvas.add(
      placed(680, 220, 0, 1, framedPicture(canvas, 260, 330, variation.accent)),
      placed(1000, 260, 0, 1, framedPicture(canvas, 220, 280, darker(fabric, 0.1))),
      placed(920, 1040, 0, 1, sofa(canvas, fabric)),
      placed(1380, 1030, 0, 1, floorLamp(canvas)),
      placed(540, 1080, 0, 0.9, plant(canvas, '#d8cbb8')),
      `<ellipse cx="900" cy="1120" rx="420" ry="60" fill="${darker('#c89b6d', 0.05)}" opacity="0.5"/>`,
    );
    vignette(canvas);
  },
};
