import { darker, lighter } from './canvas.ts';
import { placed, worker } from './figures.ts';
import { outfitOf } from './people.ts';
import { interior, vignette } from './room.ts';
import type { Subject } from './subject.ts';
import { bucket, trowel } from './tools.ts';

/** An old, damaged wall brought back true: a thick coat spread with a large trowel by a plasterer. */
export const unevenWall: Subject = {
  id: 'uneven-wall',
  mirrorable: true,
  draw(canvas) {
    const { variation } = canvas;
    interior(canvas, { floorY: 980, window: null, floor: 'wood' });
    const old = darker(variation.wall, 0.12);
    const done = 520 + variation.between(-40, 40);
    // Old wall on the right: bare patches, hollows, lifted paint.
    canvas.add(`<rect x="${done}" width="${1480 - done}" height="934" fill="${old}"/>`);
    const scars: string[] = [];
    for (let index = 0; index < 12; index++) {
      const x = done + 60 + variation.random() * (1380 - done);
      const y = 60 + variation.random() * 820;
      scars.push(`<ellipse cx="${Math.round(x)}" cy="${Math.round(y)}" rx="${Math.round(30 + variation.random() * 70)}" ry="${Math.round(20 + variation.random() * 40)}" fill="${variation.pick(['#c9b7a0', darker(old, 0.15), '#b9a48a'])}" opacity="0.55" transform="rotate(${Math.round(variation.between(-30, 30))} ${Math.round(x)} ${Math.round(y)})"/>`);
    }
    canvas.add(
      ...scars,
      `<path d="M${done} 0C${done + 50} 200 ${done - 30} 500 ${done + 40} 934H0V0Z" fill="${lighter(variation.wall, 0.45)}"/>`,
      `<path d="M${done} 0C${done + 50} 200 ${done - 30} 500 ${done + 40} 934" stroke="#ffffff" stroke-width="14" fill="none"/>`,
      `<path d="M60 160Q300 120 ${done - 60} 180M80 520Q300 480 ${done - 60} 540" stroke="#ffffff" stroke-width="40" fill="none" opacity="0.5"/>`,
      placed(240, 1130, 0, 1, bucket(canvas, '#e9e4da', variation.pick(['#3a4250', '#d9dde2', '#e8772e']))),
    );
    const outfit = outfitOf(canvas);
    worker(canvas, {
      feet: [900, 1080],
      height: 900,
      hands: [
        [560, 300],
        [610, 350],
      ],
      ...outfit,
      fromBehind: true,
    });
    canvas.add(placed(560, 300, -8, 0.7, trowel(canvas)));
    vignette(canvas);
  },
};
