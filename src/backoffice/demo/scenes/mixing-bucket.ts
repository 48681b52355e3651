import { darker, lighter } from './canvas.ts';
import { arm, placed, SKINS } from './figures.ts';
import { vignette } from './room.ts';
import type { Subject } from './subject.ts';
import { bag, bucket } from './tools.ts';

/** Mixing a powder compound on site: a paddle mixer turning in the bucket, the sack beside it. */
export const mixingBucket: Subject = {
  id: 'mixing-bucket',
  mirrorable: true,
  draw(canvas) {
    const { variation } = canvas;
    const floor = '#b9b4aa';
    canvas.add(
      `<rect width="1480" height="520" fill="${canvas.linear([
        [0, lighter(variation.wall, 0.1)],
        [1, darker(variation.wall, 0.15)],
      ])}"/>`,
      `<rect y="520" width="1480" height="680" fill="${canvas.linear([
        [0, darker(floor, 0.15)],
        [1, lighter(floor, 0.1)],
      ])}"/>`,
      `<path d="M0 520H1480" stroke="${darker(floor, 0.3)}" stroke-width="6"/>`,
      placed(1120, 960, -4, 1.15, bag(canvas, { band: variation.accent })),
      placed(620, 1120, 0, 1.8, bucket(canvas, '#f1eee7', variation.pick(['#3a4250', '#d9dde2', '#2f6f9f']))),
      // The swirl the paddle draws in the compound.
      `<path d="M470 520Q620 470 770 520Q620 570 520 520" stroke="#d8d3c9" stroke-width="10" fill="none"/>`,
      // The mixer: paddle shaft into the bucket, the drill body above it.
      `<path d="M620 540V180" stroke="#9aa4ae" stroke-width="26"/>`,
      `<path d="M560 530q60 40 120 0" stroke="#9aa4ae" stroke-width="18" fill="none"/>`,
      `<rect x="520" y="40" width="200" height="160" rx="40" fill="${darker('#e8772e', 0.05)}"/><rect x="700" y="70" width="260" height="60" rx="26" fill="#2c3036"/><rect x="340" y="70" width="200" height="60" rx="26" fill="#2c3036"/>`,
    );
    const skin = variation.pick(SKINS);
    arm(canvas, { from: [-100, -200], hand: [400, 100], sleeve: '#3c4a5c', skin, thickness: 150 });
    arm(canvas, { from: [1400, -200], hand: [880, 100], sleeve: '#3c4a5c', skin, thickness: 150 });
    vignette(canvas);
  },
};
