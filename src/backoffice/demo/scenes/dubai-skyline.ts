import { darker, lighter, mix } from './canvas.ts';
import { vignette } from './room.ts';
import type { Subject } from './subject.ts';

/** Dubai at golden hour: the needle tower, the sail hotel, towers over the water of the creek. */
export const dubaiSkyline: Subject = {
  id: 'dubai-skyline',
  mirrorable: true,
  draw(canvas) {
    const { variation } = canvas;
    const sky = variation.pick([
      ['#f6b06b', '#fde3c0'],
      ['#8ec5ea', '#f3e6d6'],
      ['#e98a6b', '#f9d3a6'],
    ] as const);
    const building = mix('#4f5f73', sky[0], 0.25);
    canvas.add(
      `<rect width="1480" height="1200" fill="${canvas.linear([[0, sky[0]], [1, sky[1]]])}"/>`,
      `<circle cx="${Math.round(variation.between(300, 500))}" cy="720" r="110" fill="#fff3d6" opacity="0.9"/>`,
      // Background towers.
      ...[
        [120, 560, 90],
        [230, 500, 70],
        [320, 610, 110],
        [900, 520, 90],
        [1010, 470, 70],
        [1100, 580, 120],
        [1250, 540, 80],
        [1350, 600, 100],
      ].map(([x, y, w]) => `<rect x="${x}" y="${y}" width="${w}" height="${860 - y!}" fill="${lighter(building, 0.25)}"/>`),
      // The needle tower: stepped setbacks to a spire.
      `<path d="M640 860V560L670 560V420L690 420V300L705 300V180L715 180V40L722 40L729 180V300H744V420H764V560H794V860Z" fill="${canvas.linear([[0, lighter(building, 0.2)], [1, darker(building, 0.2)]], 0, 0, 1, 0)}"/>`,
      // The sail-shaped hotel on its island.
      `<path d="M1180 860V380C1260 440 1320 600 1330 860Z" fill="${canvas.linear([[0, '#ffffff'], [1, '#d9dde2']], 0, 0, 1, 0)}"/><path d="M1170 860V360" stroke="${darker(building, 0.1)}" stroke-width="16"/>`,
      ...[
        [460, 620, 90],
        [560, 680, 70],
        [840, 640, 80],
      ].map(([x, y, w]) => `<rect x="${x}" y="${y}" width="${w}" height="${860 - y!}" fill="${building}"/>`),
      `<rect y="860" width="1480" height="340" fill="${canvas.linear([[0, mix('#3f7fa6', sky[0], 0.3)], [1, '#2f5f7f']])}"/>`,
      `<path d="M200 920H420M700 960H1000M1100 1040H1300M300 1080H520" stroke="#ffffff" stroke-width="6" opacity="0.4"/>`,
      `<path d="M860 1000l120 0l-20 30h-80Z" fill="#f6f4ef"/><path d="M920 1000V920l40 70" fill="#ffffff" stroke="#ffffff" stroke-width="4"/>`,
    );
    vignette(canvas);
  },
};
