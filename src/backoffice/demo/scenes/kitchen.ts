import { darker, lighter } from './canvas.ts';
import { placed } from './figures.ts';
import { plant } from './furniture.ts';
import { interior, vignette } from './room.ts';
import type { Subject } from './subject.ts';

/** A kitchen: units, worktop, splashback tiles and a window over the sink. */
export const kitchen: Subject = {
  id: 'kitchen',
  mirrorable: true,
  draw(canvas) {
    const { variation } = canvas;
    interior(canvas, { floor: 'tiles', floorY: 1010, window: { x: 560, y: 140, width: 360, height: 360 } });
    const unit = variation.pick(['#4f6d7a', '#8fa58a', '#f1ece4', '#c9b8a0', '#3c4a5c']);
    const tiles: string[] = [];
    for (let x = 0; x < 1480; x += 90) for (let y = 560; y < 720; y += 45) tiles.push(`<rect x="${x + ((y / 45) % 2) * 45 + 3}" y="${y + 3}" width="84" height="39" rx="4" fill="${lighter(variation.accent, 0.7)}"/>`);
    canvas.add(
      `<rect y="560" width="1480" height="160" fill="${darker(lighter(variation.accent, 0.7), 0.15)}"/>`,
      ...tiles,
      // Wall cabinets either side of the window.
      `<rect x="40" y="120" width="440" height="300" rx="8" fill="${unit}"/><path d="M260 120V420" stroke="${darker(unit, 0.2)}" stroke-width="6"/>`,
      `<rect x="1000" y="120" width="440" height="300" rx="8" fill="${unit}"/><path d="M1220 120V420" stroke="${darker(unit, 0.2)}" stroke-width="6"/>`,
      // Worktop and base units with handles.
      `<rect x="0" y="720" width="1480" height="40" fill="${variation.pick(['#d8cbb8', '#efece6', '#b98355'])}"/>`,
      `<rect x="0" y="760" width="1480" height="250" fill="${unit}"/>`,
      `<path d="M296 760V1010M592 760V1010M888 760V1010M1184 760V1010" stroke="${darker(unit, 0.25)}" stroke-width="6"/>`,
      `<path d="M120 800H200M416 800H496M712 800H792M1008 800H1088M1304 800H1384" stroke="#d9dde2" stroke-width="12" stroke-linecap="round"/>`,
      // Sink and tap under the window, a kettle and a bowl of lemons.
      `<rect x="600" y="712" width="280" height="16" rx="8" fill="#aab2ba"/><path d="M740 712V640H800" stroke="#aab2ba" stroke-width="14" fill="none"/>`,
      `<path d="M1060 720V640Q1100 600 1160 640V720Z" fill="#c4553f"/><ellipse cx="320" cy="700" rx="90" ry="30" fill="#f3f1ec"/><circle cx="290" cy="682" r="24" fill="#f2c94c"/><circle cx="340" cy="680" r="24" fill="#f2c94c"/>`,
      placed(1300, 720, 0, 0.45, plant(canvas, '#f1ece4')),
    );
    vignette(canvas);
  },
};
