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
      // Three filled repairs along the wall: still wet and grey, drying, dry and white, each
      // a torn patch with the knife's feathered edge.
      ...(['#b9b6ae', '#d9d6cf', '#fbfaf6'] as const).map((fill, index) => {
        const x = 260 + index * 330;
        const y = 760 + (index % 2) * 70;
        return (
          `<path d="M${x - 150} ${y}C${x - 140} ${y - 80} ${x - 40} ${y - 110} ${x + 60} ${y - 90}C${x + 150} ${y - 70} ${x + 170} ${y + 10} ${x + 130} ${y + 70}C${x + 60} ${y + 120} ${x - 120} ${y + 100} ${x - 150} ${y}Z" fill="${fill}" stroke="${darker(variation.wall, 0.12)}" stroke-width="4"/>` +
          `<path d="M${x - 90} ${y - 30}q90 -40 180 0M${x - 80} ${y + 30}q80 -30 160 0" stroke="${fill === '#fbfaf6' ? '#ece8e0' : '#ffffff'}" stroke-width="8" fill="none" opacity="0.6" stroke-linecap="round"/>` +
          // Dots of moisture on the wet one.
          (index === 0 ? `<circle cx="${x - 40}" cy="${y - 20}" r="8" fill="#ffffff" opacity="0.7"/><circle cx="${x + 50}" cy="${y + 10}" r="6" fill="#ffffff" opacity="0.7"/>` : '')
        );
      }),
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
