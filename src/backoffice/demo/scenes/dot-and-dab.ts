import { darker, lighter, n } from './canvas.ts';
import { placed } from './figures.ts';
import { vignette } from './room.ts';
import type { Subject } from './subject.ts';
import { bucket, trowel } from './tools.ts';

/** Bonding plasterboard: dabs of adhesive in rows on a block wall, the next board ready to press on. */
export const dotAndDab: Subject = {
  id: 'dot-and-dab',
  mirrorable: true,
  draw(canvas) {
    const { variation } = canvas;
    const block = variation.pick(['#b9b5ad', '#c4beb3', '#aeb3b5']);
    const courses: string[] = [];
    for (let row = 0; row < 10; row++) {
      for (let column = -1; column < 5; column++) {
        const x = column * 400 + (row % 2) * 200;
        const shade = variation.between(-0.05, 0.06);
        courses.push(`<rect x="${x + 6}" y="${row * 200 + 6}" width="388" height="188" fill="${shade > 0 ? lighter(block, shade) : darker(block, -shade)}"/>`);
      }
    }
    const dabs: string[] = [];
    for (let row = 0; row < 4; row++) {
      for (let column = 0; column < 3; column++) {
        const x = 140 + column * 230 + variation.random() * 20;
        const y = 160 + row * 230 + variation.random() * 20;
        dabs.push(
          `<ellipse cx="${n(x + 6)}" cy="${n(y + 14)}" rx="70" ry="52" fill="#1b2330" opacity="0.18"/><ellipse cx="${n(x)}" cy="${n(y)}" rx="70" ry="52" fill="#efece6"/><path d="M${n(x - 40)} ${n(y - 10)}q40 -26 80 0" stroke="#ffffff" stroke-width="10" fill="none" stroke-linecap="round"/>`,
        );
      }
    }
    canvas.add(
      `<rect width="1480" height="1200" fill="${darker(block, 0.3)}"/>`,
      ...courses,
      ...dabs,
      // The board leaning in, about to be pressed onto the dabs.
      `<path d="M900 -20H1500V1220H840Z" fill="${darker('#e2e6e9', 0.1)}"/>`,
      `<path d="M930 -20H1500V1220H880Z" fill="${canvas.linear(
        [
          [0, '#eef1f3'],
          [1, '#cdd3d8'],
        ],
        0,
        0,
        1,
        0,
      )}"/>`,
      `<rect width="1480" height="1200" fill="${canvas.linear(
        [
          [0, '#fff3dc', 0.25],
          [1, '#1b2330', 0.1],
        ],
        0,
        0,
        1,
        1,
      )}"/>`,
      placed(600, 1240, 0, 1.1, bucket(canvas, '#efece6', variation.accent)),
      placed(380, 1060, -30, 0.6, trowel(canvas)),
    );
    vignette(canvas);
  },
};
