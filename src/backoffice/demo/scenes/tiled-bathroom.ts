import { darker, lighter } from './canvas.ts';
import { placed } from './figures.ts';
import { plant } from './furniture.ts';
import { interior, vignette } from './room.ts';
import type { Subject } from './subject.ts';

/** A bright bathroom: tiled wall, washbasin and mirror, bath, towel, a plant that likes damp. */
export const tiledBathroom: Subject = {
  id: 'tiled-bathroom',
  mirrorable: true,
  draw(canvas) {
    const { variation } = canvas;
    const tile = variation.pick(['#f4f7f8', '#e3eef0', '#eef1ea', '#f6efe6']);
    interior(canvas, { floor: 'tiles', floorY: 960, window: { x: 1110, y: 150, width: 240, height: 340 } });
    // Tiles to two thirds of the wall height, grout lines in a grid.
    const top = 420;
    const grout: string[] = [];
    for (let x = 0; x <= 1480; x += 100) grout.push(`M${x} ${top}V914`);
    for (let y = top; y <= 914; y += 100) grout.push(`M0 ${y}H1480`);
    canvas.add(
      `<rect y="${top}" width="1480" height="${914 - top}" fill="${canvas.linear(
        [
          [0, lighter(tile, 0.4)],
          [1, darker(tile, 0.06)],
        ],
        0,
        0,
        1,
        0,
      )}"/>`,
      `<path d="${grout.join('')}" stroke="${darker(tile, 0.14)}" stroke-width="5"/>`,
      `<rect y="${top - 14}" width="1480" height="18" fill="${darker(tile, 0.2)}"/>`,
    );
    // Bath along the floor, washbasin and round mirror.
    canvas.add(
      placed(
        380,
        1040,
        0,
        1,
        canvas.shadow(0, 10, 440, 40) +
          `<rect x="-420" y="-300" width="840" height="300" rx="60" fill="${canvas.linear([
            [0, '#ffffff'],
            [1, '#d7dde2'],
          ])}"/>` +
          `<rect x="-400" y="-320" width="800" height="50" rx="25" fill="#ffffff"/><path d="M-300 -320V-420H-240" stroke="#b8bec5" stroke-width="16" fill="none"/>`,
      ),
      placed(
        940,
        620,
        0,
        1,
        `<ellipse cx="0" cy="-250" rx="140" ry="170" fill="${canvas.linear([
          [0, '#dfeef5'],
          [1, '#b8cfdb'],
        ])}" stroke="#c9a877" stroke-width="14"/>` +
          `<path d="M-60 -330l80 -50M-70 -280l110 -70" stroke="#ffffff" stroke-width="14" opacity="0.6"/>` +
          `<path d="M-180 0H180L150 90Q0 140 -150 90Z" fill="#ffffff"/><rect x="-30" y="100" width="60" height="240" fill="#e7ecef"/>` +
          `<path d="M0 0V-40H40" stroke="#b8bec5" stroke-width="14" fill="none"/>`,
      ),
      `<rect x="1240" y="560" width="150" height="20" rx="10" fill="#b8bec5"/><rect x="1250" y="570" width="130" height="240" rx="10" fill="${variation.accent}"/><path d="M1250 770H1380" stroke="${lighter(variation.accent, 0.4)}" stroke-width="12"/>`,
      placed(1260, 1130, 0, 0.9, plant(canvas, '#e9e4ee')),
    );
    vignette(canvas);
  },
};
