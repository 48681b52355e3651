import { darker, lighter } from './canvas.ts';
import { placed } from './figures.ts';
import { vignette } from './room.ts';
import type { Subject } from './subject.ts';
import { fillingKnife } from './tools.ts';

/** An award: a gold cup on a plinth under a spotlight, confetti, a filling knife laid as a nod to the trade. */
export const trophy: Subject = {
  id: 'trophy',
  mirrorable: true,
  draw(canvas) {
    const { variation } = canvas;
    const backdrop = variation.pick(['#1f5f8b', '#3c4a5c', '#6d597a', '#2a9d8f', '#8b5e34']);
    const gold = canvas.linear(
      [
        [0, '#b8872b'],
        [0.3, '#ffe39a'],
        [0.55, '#e2b04a'],
        [1, '#8f6420'],
      ],
      0,
      0,
      1,
      0,
    );
    canvas.add(
      `<rect width="1480" height="1200" fill="${canvas.radial([[0, lighter(backdrop, 0.3)], [1, darker(backdrop, 0.35)]], 0.5, 0.35, 0.8)}"/>`,
      `<path d="M560 0H920L1200 1200H280Z" fill="${canvas.linear([[0, '#fff6dc', 0.35], [1, '#fff6dc', 0]])}"/>`,
      `<rect y="980" width="1480" height="220" fill="${darker(backdrop, 0.45)}"/>`,
      `<rect x="520" y="820" width="440" height="180" rx="10" fill="${canvas.linear([[0, '#3a3430'], [1, '#1f1c1a']], 0, 0, 1, 0)}"/>`,
      `<rect x="600" y="870" width="280" height="60" rx="6" fill="${gold}"/>`,
      // The cup: bowl, handles, stem and foot.
      `<path d="M560 250H920C920 500 820 580 740 590C660 580 560 500 560 250Z" fill="${gold}"/>`,
      `<path d="M570 300C440 300 440 470 610 500M910 300C1040 300 1040 470 870 500" stroke="#d9a83c" stroke-width="30" fill="none"/>`,
      `<rect x="710" y="580" width="60" height="130" fill="${gold}"/><path d="M620 820L660 710H820L860 820Z" fill="${gold}"/>`,
      `<path d="M620 280C620 420 660 500 700 540" stroke="#fff6d0" stroke-width="22" fill="none" opacity="0.7" stroke-linecap="round"/>`,
      `<path d="M740 330l22 45l50 7l-36 35l9 50l-45 -24l-45 24l9 -50l-36 -35l50 -7Z" fill="#fff3c4" opacity="0.85"/>`,
      placed(1120, 1080, -12, 0.9, fillingKnife(canvas, variation.accent)),
    );
    const confetti: string[] = [];
    for (let index = 0; index < 40; index++) {
      confetti.push(`<rect x="${Math.round(variation.random() * 1480)}" y="${Math.round(variation.random() * 900)}" width="18" height="34" rx="4" fill="${variation.pick(['#f39200', '#ffe39a', '#2a9d8f', '#e76f51', '#ffffff'])}" transform="rotate(${Math.round(variation.random() * 180)} ${Math.round(variation.random() * 1480)} ${Math.round(variation.random() * 900)})" opacity="0.85"/>`);
    }
    canvas.add(...confetti);
    vignette(canvas);
  },
};
