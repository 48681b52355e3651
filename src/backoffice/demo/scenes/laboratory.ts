import { darker, lighter } from './canvas.ts';
import { placed } from './figures.ts';
import { interior, vignette } from './room.ts';
import type { Subject } from './subject.ts';
import { tub } from './tools.ts';

/** The laboratory where products are designed: a bench of flasks, sample plates on a rack, a microscope. */
export const laboratory: Subject = {
  id: 'laboratory',
  mirrorable: true,
  draw(canvas) {
    const { variation } = canvas;
    interior(canvas, { floor: 'none', floorY: 1200, window: { x: 1060, y: 110, width: 300, height: 420 }, wall: variation.pick(['#e8eef1', '#eef1ea', '#f1ece4']) });
    const bench = '#eef1f4';
    const liquid = variation.pick(['#7bc4c4', '#f2c94c', '#e8772e', '#8fa58a']);
    const flask = (x: number, y: number, scale: number, color: string) =>
      placed(
        x,
        y,
        0,
        scale,
        `<path d="M-30 -240V-130L-110 0H110L30 -130V-240Z" fill="#ffffff" opacity="0.55" stroke="#b8c4cc" stroke-width="8"/>` +
          `<path d="M-62 -80L-106 -6H106L62 -80Z" fill="${color}" opacity="0.85"/><rect x="-40" y="-256" width="80" height="24" rx="8" fill="#b8c4cc"/>`,
      );
    canvas.add(
      // Shelf of sample plates: squares of compound at different stages.
      `<rect x="80" y="150" width="860" height="20" fill="#c8a27a"/><rect x="80" y="400" width="860" height="20" fill="#c8a27a"/>`,
      ...[0, 1, 2, 3, 4].map((index) => `<rect x="${110 + index * 165}" y="${40 - (index % 2) * 10}" width="140" height="110" rx="6" fill="${lighter(variation.accent, 0.2 + index * 0.12)}" stroke="#ffffff" stroke-width="8"/>`),
      ...[0, 1, 2, 3].map((index) => placed(190 + index * 210, 400, 0, 0.5, tub(canvas, { band: ['#f39200', '#2f80c0', '#7a9e3b', '#2a9d8f'][index]!, width: 260 }))),
      `<rect y="760" width="1480" height="60" fill="${canvas.linear([[0, '#ffffff'], [1, darker(bench, 0.1)]])}"/>`,
      `<rect y="820" width="1480" height="380" fill="${canvas.linear([[0, '#5d6670'], [1, '#3a4250']])}"/>`,
      `<path d="M370 820V1200M740 820V1200M1110 820V1200" stroke="#2c3036" stroke-width="6"/>`,
      flask(260, 770, 1, liquid),
      flask(440, 770, 0.7, lighter(liquid, 0.3)),
      // Microscope.
      placed(
        760,
        770,
        0,
        1,
        canvas.shadow(0, 0, 140, 20) +
          `<rect x="-110" y="-30" width="220" height="30" rx="8" fill="#2c3036"/><path d="M40 -30C60 -140 40 -240 -20 -300" stroke="#3a4250" stroke-width="44" fill="none" stroke-linecap="round"/>` +
          `<rect x="-90" y="-120" width="150" height="20" rx="6" fill="#5d6670"/><rect x="-70" y="-380" width="60" height="170" rx="14" fill="#eef1f4" transform="rotate(-25 -40 -300)"/><rect x="-60" y="-200" width="40" height="70" rx="8" fill="#9aa4ae"/>`,
      ),
      // A weighing scale with a sample and a notebook.
      `<rect x="980" y="680" width="260" height="80" rx="12" fill="#d9dde2"/><rect x="1010" y="660" width="200" height="24" rx="10" fill="#b8bec5"/><ellipse cx="1110" cy="650" rx="70" ry="20" fill="#f6f4ef"/><rect x="1020" y="700" width="90" height="36" rx="6" fill="#2c3036"/><path d="M1032 718h60" stroke="#7bd389" stroke-width="8"/>`,
      `<path d="M1280 760L1300 700H1440L1460 760Z" fill="${variation.accent}"/><path d="M1310 715h110M1306 735h120" stroke="#ffffff" stroke-width="5" opacity="0.7"/>`,
    );
    vignette(canvas);
  },
};
