import { BANNER_FRAME, type Canvas, PALETTE, darker, lit, n } from './canvas.ts';
import { placed } from './figures.ts';
import { vignette } from './room.ts';
import type { Subject } from './subject.ts';
import { fillingKnife, roller, tub } from './tools.ts';

/** A tulip on its stem, its foot at the origin, leaning by `lean`. */
function tulip(canvas: Canvas, color: string, lean: number, height: number): string {
  const top: [number, number] = [lean, -height];
  return (
    `<path d="M0 0Q${n(lean * 0.3)} ${n(-height * 0.5)} ${n(top[0])} ${n(top[1])}" stroke="${PALETTE.leaf}" stroke-width="12" fill="none"/>` +
    `<path d="M0 -30C-60 -110 -40 -190 -10 -${n(height * 0.55)}C-10 -130 0 -80 0 -30Z" fill="${lit(PALETTE.leaf, 0.15)}"/>` +
    `<g transform="translate(${n(top[0])} ${n(top[1])})"><path d="M-46 0C-46 60 46 60 46 0L28 -64L0 -26L-28 -64Z" fill="${canvas.linear([
      [0, lit(color, 0.3)],
      [1, darker(color, 0.25)],
    ])}"/><path d="M-20 -10C-16 20 8 30 20 14" stroke="#ffffff" stroke-width="6" fill="none" opacity="0.35"/></g>`
  );
}

/**
 * The spring contest's slide: the prize, a renovation kit packed in a wooden crate with a
 * winner's rosette, on a garden table in spring sunlight, tulips in a jug beside it. The garden behind is out of focus, soft greens
 * and discs of light, calm under the slide's text on the left.
 */
export const springKitBanner: Subject = {
  id: 'spring-kit-banner',
  mirrorable: false,
  frame: BANNER_FRAME,
  draw(canvas) {
    const { variation } = canvas;
    const { width } = canvas;
    const tableY = 820;
    const foliage: string[] = [];
    // The garden out of focus: soft masses of leaves, then discs of sunlight through them.
    for (let index = 0; index < 34; index++) {
      const x = variation.random() * width;
      const y = 120 + variation.random() * 700;
      const radius = 140 + variation.random() * 260;
      const green = variation.pick(['#8fb07a', '#6f9a62', '#a9c48f', '#5e8a5a', '#b8cf9c']);
      foliage.push(
        `<circle cx="${n(x)}" cy="${n(y)}" r="${n(radius)}" fill="${canvas.radial([
          [0, green, 0.85],
          [0.7, green, 0.5],
          [1, green, 0],
        ])}"/>`,
      );
    }
    const bokeh: string[] = [];
    for (let index = 0; index < 26; index++) {
      bokeh.push(
        `<circle cx="${n(variation.random() * width)}" cy="${n(80 + variation.random() * 640)}" r="${n(20 + variation.random() * 60)}" fill="${canvas.radial([
          [0, '#fffbe8', 0.7],
          [0.8, '#fffbe8', 0.35],
          [1, '#fffbe8', 0],
        ])}"/>`,
      );
    }
    const crate = variation.pick(['#c9a06e', '#b98c5a', '#d3b085']);
    const ribbon = variation.pick([PALETTE.brand, PALETTE.terracotta, PALETTE.amber]);
    canvas.add(
      `<rect width="${width}" height="${tableY}" fill="${canvas.linear([
        [0, '#dcebd6'],
        [1, '#c3d9b4'],
      ])}"/>`,
      ...foliage,
      ...bokeh,
      // The table's top running away from us, its boards lit by the sun.
      `<rect y="${tableY}" width="${width}" height="${1200 - tableY}" fill="${canvas.linear([
        [0, darker('#d7b993', 0.1)],
        [1, lit('#d7b993', 0.15)],
      ])}"/>`,
      `<path d="${[0.18, 0.4, 0.66].map((at) => `M0 ${n(tableY + (1200 - tableY) * at)}H${width}`).join('')}" stroke="${darker('#d7b993', 0.3)}" stroke-width="4" opacity="0.55"/>`,
      `<rect y="${tableY}" width="${width}" height="40" fill="${canvas.linear([
        [0, PALETTE.shade, 0.25],
        [1, PALETTE.shade, 0],
      ])}"/>`,
    );
    // The prize: the kit packed in a wooden crate with straw, a winner's rosette pinned to it.
    const slats = [0, 1, 2]
      .map(
        (slat) =>
          `<rect x="-380" y="${-360 + slat * 122}" width="760" height="110" rx="6" fill="${canvas.linear(
            [
              [0, lit(crate, 0.25)],
              [0.6, crate],
              [1, darker(crate, 0.3)],
            ],
            0,
            0,
            1,
            0,
          )}"/>` + `<path d="M-360 ${-330 + slat * 122}h720" stroke="${darker(crate, 0.2)}" stroke-width="4" opacity="0.5"/>`,
      )
      .join('');
    const straw = Array.from({ length: 26 }, (_, index) => {
      const x = -360 + index * 28 + variation.between(-8, 8);
      return `<path d="M${n(x)} -350q${n(variation.between(-20, 20))} -40 ${n(variation.between(-30, 30))} -70" stroke="${index % 3 ? '#e8cf8a' : '#d6b86a'}" stroke-width="8" fill="none" stroke-linecap="round"/>`;
    }).join('');
    const rosette =
      `<path d="M-30 40L-60 170L-10 140L0 190Z M30 40L60 170L10 140L0 190Z" fill="${darker(ribbon, 0.15)}"/>` +
      Array.from({ length: 12 }, (_, index) => `<ellipse cx="0" cy="-56" rx="26" ry="46" fill="${index % 2 ? ribbon : lit(ribbon, 0.3)}" transform="rotate(${index * 30})"/>`).join('') +
      `<circle r="56" fill="${canvas.radialAt([[0, lit(ribbon, 0.4)], [1, darker(ribbon, 0.2)]], -16, -16, 80)}"/><circle r="30" fill="#ffffff" opacity="0.85"/>`;
    const kit =
      canvas.shadow(120, 0, 520, 60, 0.5) +
      straw +
      placed(-150, -330, 0, 1, tub(canvas, { band: PALETTE.orange, width: 250 })) +
      placed(130, -320, 0, 1, tub(canvas, { band: PALETTE.brand, width: 220 })) +
      placed(20, -380, -70, 1, fillingKnife(canvas, '#3f7f6e', 220)) +
      placed(-300, -420, -60, 0.7, roller(canvas, '#f7f3ec')) +
      slats +
      `<rect x="-380" y="-360" width="760" height="36" fill="${PALETTE.shade}" opacity="0.25"/>` +
      placed(250, -200, 8, 0.9, rosette);
    const jug =
      canvas.shadow(30, 0, 150, 24, 0.45) +
      [
        [PALETTE.terracotta, -60, 430],
        [PALETTE.amber, 10, 480],
        ['#e07a9a', 70, 420],
        ['#f2f0ea', -20, 380],
        [PALETTE.orange, 40, 360],
      ]
        .map(([color, lean, height]) => placed(0, -220, 0, 1, tulip(canvas, color as string, lean as number, height as number)))
        .join('') +
      `<path d="M-100 -240C-120 -120 -110 -40 -70 0H70C110 -40 120 -120 100 -240Z" fill="${canvas.linear(
        [
          [0, '#ffffff'],
          [0.4, '#eef0ec'],
          [1, '#b9c2c8'],
        ],
        0,
        0,
        1,
        0,
      )}"/>` +
      `<path d="M100 -200C170 -200 170 -100 96 -90" stroke="#d9dee2" stroke-width="20" fill="none"/>`;
    canvas.add(
      canvas.castShadow(placed(1980, 1080, 0, 1, kit), { distance: 60, softness: 22, opacity: 0.3 }),
      placed(2780, 1060, 0, 1, jug),
      // Petals fallen on the table.
      ...[1390, 1640, 2560, 2890].map((x, index) => `<ellipse cx="${x}" cy="${1000 + index * 37}" rx="26" ry="14" fill="${[PALETTE.terracotta, '#e07a9a', PALETTE.amber, '#e07a9a'][index]}" transform="rotate(${index * 47} ${x} ${1000 + index * 37})"/>`),
      // A haze of sunlight over the garden's left, behind the slide's text.
      `<rect width="${width}" height="${tableY}" fill="${canvas.linear(
        [
          [0, '#fffbe8', 0.45],
          [0.45, '#fffbe8', 0.1],
          [1, '#fffbe8', 0],
        ],
        0,
        0,
        1,
        0,
      )}"/>`,
    );
    canvas.add(`<rect y="${tableY}" width="${width}" height="${1200 - tableY}" fill="${canvas.linear([[0, '#fffbe8', 0.2], [1, '#fffbe8', 0]], 0, 0, 1, 0)}"/>`);
    vignette(canvas);
  },
};
