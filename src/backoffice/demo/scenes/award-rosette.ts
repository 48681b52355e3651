import { darker, lighter } from './canvas.ts';
import { placed } from './figures.ts';
import { vignette } from './room.ts';
import type { Subject } from './subject.ts';
import { tub } from './tools.ts';

/** Product of the year: the winning tub on a podium, a prize rosette pinned beside it. */
export const awardRosette: Subject = {
  id: 'award-rosette',
  mirrorable: false,
  draw(canvas) {
    const { variation } = canvas;
    const backdrop = variation.pick(['#f4ede2', '#e8eef2', '#efe6ee']);
    const rosette = variation.pick(['#c4553f', '#2f6f9f', '#d49a2a']);
    const petals = Array.from({ length: 16 }, (_, index) => `<ellipse cx="0" cy="-120" rx="36" ry="70" fill="${index % 2 === 0 ? rosette : lighter(rosette, 0.25)}" transform="rotate(${index * 22.5})"/>`).join('');
    canvas.add(
      `<rect width="1480" height="1200" fill="${canvas.radial([[0, lighter(backdrop, 0.6)], [1, darker(backdrop, 0.1)]], 0.45, 0.4, 0.8)}"/>`,
      `<rect y="980" width="1480" height="220" fill="${darker(backdrop, 0.12)}"/>`,
      // Podium steps.
      `<rect x="300" y="760" width="360" height="300" fill="${canvas.linear([[0, '#ffffff'], [1, '#d9dde2']], 0, 0, 1, 0)}"/>`,
      `<rect x="40" y="880" width="260" height="180" fill="#e3e6ea"/><rect x="660" y="920" width="260" height="140" fill="#e3e6ea"/>`,
      `<circle cx="480" cy="900" r="60" fill="${lighter(rosette, 0.3)}"/><path d="M468 870h20v64" stroke="#ffffff" stroke-width="16" fill="none"/>`,
      placed(480, 760, 0, 1.15, tub(canvas, { band: variation.accent, width: 280 })),
      // The rosette with its tails.
      placed(
        1080,
        460,
        0,
        1,
        `<path d="M-60 40L-120 420L-60 370L-10 430L0 40Z" fill="${darker(rosette, 0.15)}"/><path d="M60 40L120 420L60 370L10 430L0 40Z" fill="${darker(rosette, 0.05)}"/>` +
          petals +
          `<circle r="110" fill="#f2c94c"/><circle r="84" fill="#ffe39a"/><path d="M0 -44l13 28l30 4l-22 21l6 30l-27 -14l-27 14l6 -30l-22 -21l30 -4Z" fill="#d49a2a"/>`,
      ),
    );
    vignette(canvas);
  },
};
