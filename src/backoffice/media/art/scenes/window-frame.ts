import { darker, lighter } from './canvas.ts';
import { heldTool } from './figures.ts';
import { vignette } from './room.ts';
import type { Subject } from './subject.ts';
import { fillingKnife } from './tools.ts';

/** A wooden window frame close up: a rotten corner cut back and rebuilt with wood filler. */
export const windowFrame: Subject = {
  id: 'window-frame',
  mirrorable: true,
  draw(canvas) {
    const { variation } = canvas;
    const { time } = variation;
    const wood = variation.pick(['#b98355', '#a86f45', '#c99866']);
    const paint = variation.pick(['#f3f1ec', '#dfe9e4', wood]);
    const rails = (x: number, y: number, w: number, h: number) =>
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${canvas.linear(
        [
          [0, lighter(paint, 0.2)],
          [1, darker(paint, 0.12)],
        ],
        0,
        0,
        w > h ? 0 : 1,
        w > h ? 1 : 0,
      )}"/>`;
    canvas.add(
      `<rect width="1480" height="1200" fill="${canvas.linear([
        [0, time.sky[0]],
        [1, time.sky[1]],
      ])}"/>`,
      `<path d="M0 900Q400 760 800 860T1480 820V1200H0Z" fill="#9dbb85"/>`,
      `<circle cx="1100" cy="620" r="240" fill="#7fa56f"/>`,
      // The outer wall and the frame: stile, sill, glazing bar.
      `<rect width="240" height="1200" fill="${darker(variation.wall, 0.06)}"/>`,
      rails(200, 0, 220, 1200),
      rails(200, 880, 1280, 200),
      rails(860, 0, 110, 880),
      `<rect x="200" y="1080" width="1280" height="120" fill="${darker(variation.wall, 0.1)}"/>`,
      `<path d="M420 0V880H1480" stroke="${darker(paint, 0.2)}" stroke-width="8" fill="none"/>`,
      // The repair: bare wood round the corner, filler moulded into the missing part.
      `<path d="M200 700H470V1080H200Z" fill="${wood}"/>`,
      `<path d="M230 760C330 740 420 790 430 880C440 980 360 1040 250 1040Z" fill="${darker(wood, 0.45)}"/>`,
      `<path d="M230 760C330 740 420 790 430 880L250 900Z" fill="${lighter(wood, 0.15)}"/>`,
      `<path d="M240 780Q330 770 400 840" stroke="${lighter(wood, 0.3)}" stroke-width="10" fill="none"/>`,
      `<path d="M210 740Q330 720 460 760M210 960Q300 990 460 960" stroke="${darker(wood, 0.2)}" stroke-width="5" fill="none"/>`,
    );
    heldTool(canvas, {
      tool: fillingKnife(canvas, variation.accent, 200) + `<path d="M220 -50C270 -50 280 0 270 40L230 50Z" fill="${lighter(wood, 0.15)}"/>`,
      grip: [860, 1040],
      angle: -160,
      scale: 1.4,
      from: [1600, 1400],
    });
    vignette(canvas);
  },
};
