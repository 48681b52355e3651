import { darker, lighter, n } from './canvas.ts';
import { heldTool } from './figures.ts';
import { vignette, wallCloseUp } from './room.ts';
import type { Subject } from './subject.ts';

/** A damp corner with mould and a tide mark, being treated: the cleaned part bright again. */
export const mouldDamp: Subject = {
  id: 'mould-damp',
  mirrorable: true,
  draw(canvas) {
    const { variation } = canvas;
    wallCloseUp(canvas);
    const spots: string[] = [];
    for (let index = 0; index < 140; index++) {
      // Mould gathers in the corner, thinning out away from it.
      const distance = variation.random() ** 1.8;
      const angle = variation.random() * Math.PI * 0.5;
      const x = 1480 - Math.cos(angle) * distance * 900;
      const y = Math.sin(angle) * distance * 800;
      spots.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(6 + (1 - distance) * 26 * variation.random())}" fill="${variation.pick(['#2f3a30', '#44503e', '#5a5d4a'])}" opacity="${n(0.4 + (1 - distance) * 0.5)}"/>`);
    }
    canvas.add(
      `<path d="M0 1200V920Q200 860 420 910T880 880T1480 900V1200Z" fill="${darker(variation.wall, 0.12)}"/>`,
      `<path d="M0 920Q200 860 420 910T880 880T1480 900" stroke="#a08a62" stroke-width="10" fill="none" opacity="0.5"/>`,
      ...spots,
      // The treated stretch: a clean diagonal band where the brush has passed.
      `<path d="M540 0C600 200 560 400 620 600C660 760 620 860 600 934H0V0Z" fill="${lighter(variation.wall, 0.3)}"/>`,
      `<path d="M80 120Q300 90 520 140M60 400Q300 370 560 420M70 700Q300 670 580 720" stroke="#ffffff" stroke-width="36" fill="none" opacity="0.35" stroke-linecap="round"/>`,
    );
    // A wide brush laying on the treatment, bristles wet with it.
    heldTool(canvas, {
      tool:
        `<rect x="-200" y="-30" width="230" height="60" rx="30" fill="${variation.accent}"/>` +
        `<rect x="20" y="-90" width="70" height="180" rx="10" fill="#b8bec5"/>` +
        `<path d="M90 -90H200L220 -80V80L200 90H90Z" fill="#d9c29a"/><path d="M110 -80V80M140 -84V84M170 -86V86M200 -84V84" stroke="#b79f74" stroke-width="5"/>`,
      grip: [1000, 760],
      angle: -160,
      scale: 1.5,
      from: [1700, 1300],
    });
    vignette(canvas);
  },
};
