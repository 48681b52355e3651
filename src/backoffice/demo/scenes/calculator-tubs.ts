import { darker, lighter } from './canvas.ts';
import { placed } from './figures.ts';
import { vignette } from './room.ts';
import type { Subject } from './subject.ts';
import { bag, tub } from './tools.ts';

/** How much filler: a calculator, a tape measure and a plan on the table, the tubs and sack it adds up to. */
export const calculatorTubs: Subject = {
  id: 'calculator-tubs',
  mirrorable: false,
  draw(canvas) {
    const { variation } = canvas;
    const table = variation.pick(['#c8a27a', '#e6dccb', '#b98355', '#d9d6cf']);
    const keys: string[] = [];
    for (let row = 0; row < 4; row++) {
      for (let column = 0; column < 4; column++) {
        keys.push(`<rect x="${-150 + column * 78}" y="${-40 + row * 70}" width="64" height="52" rx="10" fill="${column === 3 ? variation.accent : '#eef1f4'}"/>`);
      }
    }
    canvas.add(
      `<rect width="1480" height="1200" fill="${canvas.linear([[0, lighter(table, 0.15)], [1, darker(table, 0.15)]])}"/>`,
      // A floor plan sheet under the calculator.
      `<g transform="rotate(-6 500 700)"><rect x="120" y="360" width="760" height="620" fill="#f7f5ef"/><path d="M200 440H800V900H200ZM200 640H500V900M500 440V560" stroke="#5d6670" stroke-width="10" fill="none"/><path d="M200 420H800M820 440V900" stroke="${variation.accent}" stroke-width="4"/></g>`,
      placed(
        560,
        760,
        variation.between(-16, 6),
        1.3,
        canvas.shadow(10, 220, 220, 40) +
          `<rect x="-180" y="-240" width="360" height="480" rx="36" fill="#2c3036"/><rect x="-150" y="-200" width="300" height="120" rx="12" fill="#cfe3d2"/>` +
          `<path d="M60 -110h50M-10 -110h50M-80 -110h50" stroke="#2c3036" stroke-width="14"/>` +
          keys.join(''),
      ),
      // How many packs the sum came to varies with the project.
      ...[
        tub(canvas, { band: variation.accent, width: 260 }),
        bag(canvas, { band: '#2f80c0', width: 240 }),
        tub(canvas, { band: '#f39200', width: 200 }),
        bag(canvas, { band: variation.accent, width: 200 }),
      ]
        .slice(0, 2 + Math.floor(variation.random() * 3))
        .map((pack, index) => placed([1040, 1300, 1060, 1300][index]!, [800, 900, 1060, 1150][index]!, 0, 1, pack)),
      // A tape measure.
      `<circle cx="250" cy="1040" r="110" fill="#f2c94c"/><circle cx="250" cy="1040" r="40" fill="#2c3036"/><path d="M340 1110L760 1180" stroke="#f2c94c" stroke-width="40"/>`,
    );
    vignette(canvas);
  },
};
