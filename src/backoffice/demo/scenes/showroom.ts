import { darker, lighter } from './canvas.ts';
import { placed } from './figures.ts';
import { plant } from './furniture.ts';
import { interior, vignette } from './room.ts';
import type { Subject } from './subject.ts';
import { bag, tub } from './tools.ts';

/** A showroom: shelves of the range's tubs and sacks under spotlights, sample wall panels. */
export const showroom: Subject = {
  id: 'showroom',
  mirrorable: true,
  draw(canvas) {
    const { variation } = canvas;
    interior(canvas, { floor: 'concrete', floorY: 1000, window: null, wall: variation.pick(['#f1ece4', '#e9e4ee', '#e3e8ea']) });
    const bands = ['#f39200', '#2f80c0', '#1f5f8b', '#7a9e3b', '#8b5e34', '#a0522d', '#2a9d8f', '#e76f51', '#6d597a'];
    const offset = Math.floor(variation.random() * bands.length);
    canvas.add(`<rect x="60" y="0" width="1360" height="80" fill="${darker(variation.wall, 0.6)}"/>`);
    for (let spot = 0; spot < 5; spot++) {
      const x = 200 + spot * 270;
      canvas.add(`<rect x="${x - 20}" y="80" width="40" height="40" fill="#2c3036"/><path d="M${x - 20} 120L${x - 130} 700H${x + 130}L${x + 20} 120Z" fill="${canvas.linear([[0, '#fff6dc', 0.5], [1, '#fff6dc', 0]])}"/>`);
    }
    for (let shelf = 0; shelf < 3; shelf++) {
      const y = 400 + shelf * 260;
      canvas.add(`<rect x="80" y="${y}" width="860" height="22" fill="${lighter('#b98355', 0.1)}"/><rect x="80" y="${y + 22}" width="860" height="10" fill="#1b2330" opacity="0.15"/>`);
      for (let slot = 0; slot < 5; slot++) {
        const band = bands[(offset + shelf * 5 + slot) % bands.length]!;
        canvas.add(placed(170 + slot * 170, y, 0, 1, shelf === 2 ? bag(canvas, { band, width: 120 }) : tub(canvas, { band, width: 130 })));
      }
    }
    // Sample panels of finishes on the right.
    for (let panel = 0; panel < 3; panel++) {
      const x = 1020 + panel * 130;
      const color = variation.pick(['#d9b49a', '#c9b8a0', '#b9c2b0', '#f1ece4', '#c7a7a0', '#dfe6ec']);
      canvas.add(`<rect x="${x}" y="260" width="110" height="460" rx="6" fill="${canvas.linear([[0, lighter(color, 0.3)], [1, darker(color, 0.1)]], 0, 0, 1, 1)}"/><rect x="${x}" y="260" width="110" height="460" rx="6" fill="none" stroke="${darker(color, 0.2)}" stroke-width="4"/>`);
    }
    canvas.add(placed(1280, 1100, 0, 1, plant(canvas, variation.accent)));
    vignette(canvas);
  },
};
