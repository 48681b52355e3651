import { darker, lighter } from './canvas.ts';
import { placed } from './figures.ts';
import { interior, vignette } from './room.ts';
import type { Subject } from './subject.ts';
import { bucket, fillingKnife, stepladder, tub } from './tools.ts';

/** A room mid-renovation: patched wall, dust sheet, stepladder, tubs and knives ready. */
export const renovationRoom: Subject = {
  id: 'renovation-room',
  mirrorable: true,
  draw(canvas) {
    const { variation } = canvas;
    interior(canvas, { floorY: 900, window: { x: 140, y: 160, width: 320, height: 500 } });
    // Repairs on the wall: filled cracks and patches, still white against the old paint.
    const patches: string[] = [];
    for (let index = 0; index < 4; index++) {
      let x = 680 + variation.random() * 600;
      let y = 160 + variation.random() * 420;
      let path = `M${Math.round(x)} ${Math.round(y)}`;
      for (let step = 0; step < 5; step++) {
        x += 20 + variation.random() * 40;
        y += 20 + variation.random() * 30;
        path += `L${Math.round(x)} ${Math.round(y)}`;
      }
      patches.push(`<path d="${path}" stroke="${darker(variation.wall, 0.1)}" stroke-width="40" fill="none" stroke-linecap="round" stroke-linejoin="round" transform="translate(4 6)" opacity="0.5"/><path d="${path}" stroke="#fbfaf6" stroke-width="36" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`);
    }
    canvas.add(
      ...patches,
      // Dust sheet over the floor, with folds.
      `<path d="M420 1200L560 960Q900 930 1480 980V1200Z" fill="${lighter('#d8cbb8', 0.3)}"/>`,
      `<path d="M620 1000Q800 1080 760 1200M900 990Q1100 1060 1160 1200" stroke="${darker('#d8cbb8', 0.05)}" stroke-width="30" fill="none" opacity="0.7"/>`,
      placed(880, 1050, 0, 1.05, stepladder(canvas, 760)),
      placed(1240, 1120, 0, 1, tub(canvas, { band: variation.accent, width: 260 })),
      placed(560, 1140, 0, 0.85, bucket(canvas, '#f6f4ef', '#d9dde2')),
      placed(1040, 1160, -8, 0.8, fillingKnife(canvas, '#e8772e')),
    );
    vignette(canvas);
  },
};
