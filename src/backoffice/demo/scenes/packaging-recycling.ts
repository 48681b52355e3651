import { darker, lighter } from './canvas.ts';
import { placed } from './figures.ts';
import { plant } from './furniture.ts';
import { vignette } from './room.ts';
import type { Subject } from './subject.ts';
import { bag, tub } from './tools.ts';

/** Less packaging: a recycled tub and a paper sack inside the recycling arrows, leaves around. */
export const packagingRecycling: Subject = {
  id: 'packaging-recycling',
  mirrorable: false,
  draw(canvas) {
    const { variation } = canvas;
    const ground = variation.pick(['#e6efe1', '#eef1ea', '#e3ecea', '#f1ece4']);
    const green = variation.pick(['#3f8f7a', '#5e8f5a', '#4f7d5c']);
    canvas.add(
      `<rect width="1480" height="1200" fill="${canvas.radial([[0, lighter(ground, 0.5)], [1, darker(ground, 0.12)]], 0.5, 0.45, 0.75)}"/>`,
      // Three chasing arrows round the packs.
      `<g transform="translate(740 560)">${[0, 120, 240]
        .map(
          (turn) =>
            `<g transform="rotate(${turn})"><path d="M-150 -360A380 380 0 0 1 260 -270" stroke="${green}" stroke-width="70" fill="none"/><path d="M230 -340L360 -240L200 -180Z" fill="${green}"/></g>`,
        )
        .join('')}</g>`,
      placed(600, 820, 0, 1.1, bag(canvas, { band: variation.accent, width: 240 })),
      placed(900, 820, 0, 1.1, tub(canvas, { band: green, width: 220 })),
      `<path d="M860 660c10 -40 50 -60 80 -40c-10 40 -50 60 -80 40Z" fill="#ffffff" opacity="0.9"/>`,
      placed(220, 1160, -10, 0.9, plant(canvas, darker(ground, 0.2))),
      placed(1280, 1160, 8, 0.8, plant(canvas, darker(ground, 0.25))),
    );
    vignette(canvas);
  },
};
