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
      `<path d="M620 0H900L700 1200H420Z" fill="${lighter(variation.wall, 0.35)}"/>`,
    );
    // A spray bottle of treatment with its trigger.
    heldTool(canvas, {
      tool:
        `<rect x="-60" y="-90" width="160" height="280" rx="40" fill="${variation.accent}" transform="rotate(90)"/>` +
        `<rect x="200" y="-40" width="90" height="70" rx="12" fill="#f3f1ec"/><path d="M290 -10h40" stroke="#3a4250" stroke-width="14"/>`,
      grip: [1080, 760],
      angle: -150,
      scale: 1.2,
      from: [1700, 1300],
    });
    canvas.add(`<path d="M700 430L840 540L700 610Z" fill="#ffffff" opacity="0.5"/>`);
    vignette(canvas);
  },
};
