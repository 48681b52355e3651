import { BANNER_FRAME, type Canvas, PALETTE, darker, lit, n } from './canvas.ts';
import { placed } from './figures.ts';
import { vignette } from './room.ts';
import type { Subject } from './subject.ts';
import { fillingKnife, roller, sandingBlock, tub } from './tools.ts';

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
 * The spring contest's slide: the prize, a renovation kit in an open gift box, on a garden table
 * in spring sunlight, tulips in a jug beside it. The garden behind is out of focus, soft greens
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
    const box = variation.pick([PALETTE.brand, PALETTE.terracotta, '#3f7f6e']);
    const ribbon = variation.pick([PALETTE.amber, '#ffffff']);
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
    // The open box, the kit showing above its edge, its lid leaning against it.
    const kit =
      canvas.shadow(120, 0, 520, 60, 0.5) +
      placed(-150, -330, 0, 1, tub(canvas, { band: PALETTE.orange, width: 250 })) +
      placed(130, -320, 0, 1, tub(canvas, { band: PALETTE.brand, width: 220 })) +
      placed(20, -380, -70, 1, fillingKnife(canvas, '#3f7f6e', 220)) +
      placed(-300, -420, -60, 0.7, roller(canvas, '#f7f3ec')) +
      `<path d="M-380 -360H380V0H-380Z" fill="${canvas.linear(
        [
          [0, lit(box, 0.2)],
          [0.6, box],
          [1, darker(box, 0.3)],
        ],
        0,
        0,
        1,
        0,
      )}"/>` +
      `<rect x="-380" y="-360" width="760" height="40" fill="${PALETTE.shade}" opacity="0.25"/>` +
      `<path d="M-40 -360H40V0H-40Z" fill="${ribbon}"/><path d="M-40 -360V0" stroke="${darker(ribbon, 0.2)}" stroke-width="6"/>` +
      `<path d="M420 0L560 -420L900 -360L780 20Z" fill="${canvas.linear([
        [0, lit(box, 0.3)],
        [1, darker(box, 0.15)],
      ])}"/>` +
      `<path d="M640 -400L600 -5" stroke="${ribbon}" stroke-width="70"/>` +
      `<path d="M0 -360C-140 -500 -250 -410 -130 -352ZM0 -360C140 -500 250 -410 130 -352Z" fill="${ribbon}" stroke="${darker(ribbon, 0.2)}" stroke-width="6"/>`;
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
      placed(1500, 1150, 20, 0.9, sandingBlock(canvas, PALETTE.amber)),
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
