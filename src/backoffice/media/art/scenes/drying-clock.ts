import { darker, lighter } from './canvas.ts';
import { placed } from './figures.ts';
import { vignette, wallCloseUp } from './room.ts';
import type { Subject } from './subject.ts';
import { sandingBlock } from './tools.ts';

/** Drying times: fresh patches on the wall, darker where still wet, a wall clock, the sanding block waiting. */
export const dryingClock: Subject = {
  id: 'drying-clock',
  mirrorable: false,
  draw(canvas) {
    const { variation } = canvas;
    wallCloseUp(canvas);
    const hour = variation.random() * 12;
    const minute = variation.random() * 60;
    const hand = (turns: number, length: number, width: number) =>
      `<path d="M0 0L${Math.round(Math.sin(turns * 2 * Math.PI) * length)} ${Math.round(-Math.cos(turns * 2 * Math.PI) * length)}" stroke="#2c3036" stroke-width="${width}" stroke-linecap="round"/>`;
    const ticks = Array.from({ length: 12 }, (_, index) => `<path d="M0 -200V-170" stroke="#2c3036" stroke-width="12" transform="rotate(${index * 30})"/>`).join('');
    canvas.add(
      // Three patches: wet (grey), drying, dry (white).
      `<ellipse cx="300" cy="700" rx="170" ry="110" fill="#c9c6bf"/>`,
      `<ellipse cx="640" cy="820" rx="150" ry="100" fill="#dedbd4"/>`,
      `<ellipse cx="980" cy="720" rx="160" ry="110" fill="#fbfaf6"/>`,
      `<path d="M230 680q70 -30 140 0M580 800q60 -30 120 0" stroke="#ffffff" stroke-width="10" fill="none" opacity="0.5"/>`,
      placed(
        1020,
        320,
        0,
        1,
        canvas.shadow(20, 40, 240, 240, 0.25) +
          `<circle r="230" fill="${variation.accent}"/><circle r="200" fill="#fbfaf6"/>${ticks}${hand(hour / 12, 110, 22)}${hand(minute / 60, 170, 14)}<circle r="18" fill="${darker(variation.accent, 0.2)}"/>`,
      ),
      placed(1260, 1040, 80, 0.9, sandingBlock(canvas, lighter('#3f8f7a', 0.1))),
    );
    vignette(canvas);
  },
};
