import { darker, lighter } from './canvas.ts';
import { placed, worker } from './figures.ts';
import { outfitOf } from './people.ts';
import { interior, vignette } from './room.ts';
import type { Subject } from './subject.ts';
import { bag } from './tools.ts';

/** A plaster projection machine: hopper and mixing tube on a frame, sacks beside it, the plaster sprayed on. */
export const plasterProjection: Subject = {
  id: 'plaster-projection',
  mirrorable: true,
  draw(canvas) {
    const { variation } = canvas;
    interior(canvas, { floorY: 960, window: null, floor: 'concrete', wall: '#c9c3b8' });
    const machine = variation.pick(['#e8772e', '#2f6f9f', '#3f8f7a', '#d49a2a']);
    canvas.add(
      // Plaster thrown on the block wall in thick ribbons, the first part ruled flat.
      `<path d="M0 0H520V914H0Z" fill="${lighter('#e9e4da', 0.2)}"/>`,
      `<path d="M540 140q60 30 120 0t120 0t120 0M540 300q60 30 120 0t120 0t120 0M540 460q60 30 120 0t120 0" stroke="#ece7dd" stroke-width="60" fill="none" stroke-linecap="round"/>`,
      placed(
        1160,
        1100,
        0,
        1,
        canvas.shadow(0, 0, 300, 34) +
          // Frame, wheels, hopper, mixing tube, motor and control box.
          `<path d="M-240 -40V-300M240 -40V-300M-240 -300H240" stroke="#5d6670" stroke-width="20" fill="none"/>` +
          `<circle cx="-200" cy="-20" r="44" fill="#2c3036"/><circle cx="200" cy="-20" r="44" fill="#2c3036"/>` +
          `<path d="M-260 -560H260L180 -320H-180Z" fill="${canvas.linear([[0, lighter(machine, 0.2)], [1, darker(machine, 0.2)]], 0, 0, 1, 0)}"/>` +
          `<rect x="-270" y="-590" width="540" height="40" rx="10" fill="${darker(machine, 0.25)}"/>` +
          `<rect x="-300" y="-330" width="600" height="90" rx="40" fill="#9aa4ae"/>` +
          `<rect x="150" y="-470" width="140" height="120" rx="12" fill="#3a4250"/><circle cx="190" cy="-410" r="16" fill="#7bd389"/><circle cx="250" cy="-410" r="16" fill="#e76f51"/>`,
      ),
      `<path d="M860 1020C700 1080 560 1040 560 900C560 800 600 700 640 640" stroke="#2c3036" stroke-width="22" fill="none" stroke-linecap="round"/>`,
      placed(1420, 1150, 0, 0.8, bag(canvas, { band: machine })),
    );
    const outfit = outfitOf(canvas);
    worker(canvas, { feet: [700, 1050], height: 780, hands: [[600, 560], [640, 640]], ...outfit, shirt: darker(machine, 0.2), cap: '#f3f1ec' });
    canvas.add(`<rect x="540" y="540" width="120" height="40" rx="12" fill="#9aa4ae" transform="rotate(-20 600 560)"/><path d="M540 520L420 460M540 560L420 600M540 540H410" stroke="#ece7dd" stroke-width="16" stroke-linecap="round"/>`);
    vignette(canvas);
  },
};
