import { darker, lighter } from './canvas.ts';
import { placed } from './figures.ts';
import { vignette } from './room.ts';
import type { Subject } from './subject.ts';
import { fillingKnife, tub } from './tools.ts';

/** The spring contest's prize: a renovation kit in a gift box with a bow, spring flowers around it. */
export const springContest: Subject = {
  id: 'spring-contest',
  mirrorable: true,
  draw(canvas) {
    const { variation } = canvas;
    const backdrop = variation.pick(['#f6e3d3', '#e3efe0', '#f3e9f1', '#e3eef4']);
    const box = variation.pick(['#e8772e', '#2f6f9f', '#3f8f7a', '#c4553f']);
    const ribbon = variation.pick(['#f2c94c', '#ffffff', '#e76f51']);
    const tulip = (x: number, y: number, color: string, lean: number) =>
      `<path d="M${x} ${y}Q${x + lean} ${y - 160} ${x + lean * 1.4} ${y - 300}" stroke="#5e8f5a" stroke-width="14" fill="none"/>` +
      `<path d="M${x} ${y - 40}C${x - 60} ${y - 120} ${x - 40} ${y - 200} ${x - 10} ${y - 220}C${x - 10} ${y - 140} ${x} ${y - 80} ${x} ${y - 40}Z" fill="#6fa36a"/>` +
      `<path d="M${x + lean * 1.4 - 50} ${y - 330}C${x + lean * 1.4 - 50} ${y - 270} ${x + lean * 1.4 + 50} ${y - 270} ${x + lean * 1.4 + 50} ${y - 330}L${x + lean * 1.4 + 30} ${y - 390}L${x + lean * 1.4} ${y - 350}L${x + lean * 1.4 - 30} ${y - 390}Z" fill="${color}"/>`;
    canvas.add(
      `<rect width="1480" height="1200" fill="${canvas.radial([[0, lighter(backdrop, 0.5)], [1, darker(backdrop, 0.1)]], 0.5, 0.4, 0.8)}"/>`,
      `<rect y="940" width="1480" height="260" fill="${darker(backdrop, 0.12)}"/>`,
      // The open box, the kit showing above its edge, the lid leaning against it.
      placed(
        740,
        1040,
        0,
        1,
        canvas.shadow(0, 0, 420, 50) +
          placed(-130, -330, 0, 1, tub(canvas, { band: '#f39200', width: 220 })) +
          placed(120, -320, 0, 1, tub(canvas, { band: '#2f80c0', width: 200 })) +
          placed(10, -360, -70, 1, fillingKnife(canvas, '#3f8f7a', 200)) +
          `<path d="M-360 -360H360V0H-360Z" fill="${canvas.linear([[0, lighter(box, 0.15)], [1, darker(box, 0.15)]], 0, 0, 1, 0)}"/>` +
          `<path d="M-40 -360H40V0H-40Z" fill="${ribbon}"/>` +
          `<path d="M0 -360C-120 -480 -220 -400 -120 -350ZM0 -360C120 -480 220 -400 120 -350Z" fill="${ribbon}" stroke="${darker(ribbon, 0.15)}" stroke-width="6"/>`,
      ),
      tulip(220, 1060, '#e76f51', -20),
      tulip(320, 1080, '#f2c94c', 30),
      tulip(1200, 1070, '#e07a9a', 20),
      tulip(1300, 1060, '#e76f51', -30),
    );
    vignette(canvas);
  },
};
