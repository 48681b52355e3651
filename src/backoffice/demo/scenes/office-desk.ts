import { darker, lighter } from './canvas.ts';
import { placed } from './figures.ts';
import { plant } from './furniture.ts';
import { interior, vignette } from './room.ts';
import type { Subject } from './subject.ts';
import { tub } from './tools.ts';

/** A service desk: laptop, headset, files and colour swatches — where questions get answered. */
export const officeDesk: Subject = {
  id: 'office-desk',
  mirrorable: true,
  draw(canvas) {
    const { variation } = canvas;
    // Where the laptop sits on the desk and where the window is vary from one page to the next.
    const shift = variation.between(-160, 160);
    interior(canvas, { floor: 'none', floorY: 1200, window: { x: variation.random() < 0.5 ? 1040 : 120, y: 120, width: 320, height: 480 } });
    const desk = variation.pick(['#c8a27a', '#e6dccb', '#f1ece4', '#b98355']);
    canvas.add(
      `<rect y="700" width="1480" height="500" fill="${canvas.linear([[0, lighter(desk, 0.1)], [1, darker(desk, 0.2)]])}"/>`,
      `<rect y="700" width="1480" height="16" fill="${lighter(desk, 0.3)}"/>`,
      `<g transform="translate(${Math.round(shift)} 0)">`,
      // Laptop.
      `<path d="M360 700L420 360H900L960 700Z" fill="#2c3036"/><path d="M392 680L446 390H874L928 680Z" fill="${canvas.linear([[0, '#dfe9f2'], [1, '#b8cfdb']])}"/>`,
      `<rect x="470" y="430" width="220" height="30" rx="6" fill="${variation.accent}"/><rect x="470" y="490" width="360" height="16" rx="6" fill="#ffffff"/><rect x="470" y="530" width="300" height="16" rx="6" fill="#ffffff"/>`,
      `<path d="M300 700H1020L1060 760H260Z" fill="#aeb6be"/>`,
      `</g>`,
      // Headset.
      `<path d="M1080 740C1080 640 1240 640 1240 740" stroke="#2c3036" stroke-width="20" fill="none"/><rect x="1060" y="730" width="44" height="80" rx="16" fill="#2c3036"/><rect x="1216" y="730" width="44" height="80" rx="16" fill="#2c3036"/>`,
      // Files and a fan of colour swatches.
      `<rect x="90" y="760" width="220" height="60" rx="6" fill="#2f6f9f"/><rect x="100" y="820" width="220" height="60" rx="6" fill="#e8772e"/><rect x="80" y="880" width="240" height="60" rx="6" fill="#3f8f7a"/>`,
      ...['#d9b49a', '#c9b8a0', '#b9c2b0', '#dfe6ec', '#c7a7a0'].map((color, index) => `<rect x="0" y="0" width="60" height="260" rx="10" fill="${color}" transform="translate(680 1090) rotate(${-70 + index * 16})"/>`),
      placed(1300, 900, 0, 0.7, tub(canvas, { band: variation.accent, width: 220 })),
      placed(170, 740, 0, 0.7, plant(canvas, '#f1ece4')),
    );
    vignette(canvas);
  },
};
