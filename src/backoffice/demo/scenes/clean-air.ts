import { darker, lighter } from './canvas.ts';
import { placed } from './figures.ts';
import { plant } from './furniture.ts';
import { interior, vignette } from './room.ts';
import type { Subject } from './subject.ts';
import { tub } from './tools.ts';

/** Low emissions: a freshly finished room with the window open, fresh air and leaves drifting in. */
export const cleanAir: Subject = {
  id: 'clean-air',
  mirrorable: true,
  draw(canvas) {
    const { variation } = canvas;
    interior(canvas, { floorY: 960, window: { x: 420, y: 150, width: 640, height: 600 } });
    const leaf = '#6fa36a';
    const leaves: string[] = [];
    for (let index = 0; index < 9; index++) {
      const x = 600 + variation.random() * 700;
      const y = 260 + variation.random() * 500;
      leaves.push(`<path d="M0 0C40 -50 110 -40 130 0C90 40 30 40 0 0Z" fill="${index % 2 === 0 ? leaf : darker(leaf, 0.15)}" transform="translate(${Math.round(x)} ${Math.round(y)}) rotate(${Math.round(variation.random() * 360)}) scale(${(0.6 + variation.random() * 0.6).toFixed(2)})"/>`);
    }
    canvas.add(
      // Curtains lifted by the breeze and swirls of air.
      `<path d="M360 120C420 400 330 600 420 820H300V120Z" fill="${lighter(variation.accent, 0.6)}"/>`,
      `<path d="M1120 120C1200 300 1300 500 1260 820H1180V120Z" fill="${lighter(variation.accent, 0.6)}"/>`,
      `<path d="M520 380C700 300 900 460 1100 380S1400 420 1460 360M560 560C760 500 920 640 1120 560" stroke="#ffffff" stroke-width="16" fill="none" opacity="0.8" stroke-linecap="round"/>`,
      ...leaves,
      // A green leaf badge on the tub: the low-emission label.
      placed(1000, 1100, 0, 1, tub(canvas, { band: '#3f8f7a', width: 260 })),
      `<circle cx="1000" cy="900" r="70" fill="#ffffff"/><path d="M960 930C960 870 1000 840 1050 850C1050 910 1010 940 960 930Z" fill="#3f8f7a"/>`,
      placed(300, 1100, 0, 1, plant(canvas, '#f1ece4')),
    );
    vignette(canvas);
  },
};
