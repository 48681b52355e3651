import { darker, lighter, mix } from './canvas.ts';
import { worker } from './figures.ts';
import { outfitOf } from './people.ts';
import { vignette } from './room.ts';
import type { Subject } from './subject.ts';

/** A house facade under scaffold, half of its render repaired, under the variation's sky. */
export const facadeScaffold: Subject = {
  id: 'facade-scaffold',
  mirrorable: true,
  draw(canvas) {
    const { variation } = canvas;
    const { time } = variation;
    const render = variation.pick(['#ead9bd', '#e7d2c0', '#dfe2d6', '#f0e6d4']);
    canvas.add(
      `<rect width="1480" height="1200" fill="${canvas.linear([
        [0, time.sky[0]],
        [1, time.sky[1]],
      ])}"/>`,
      `<circle cx="${Math.round(variation.between(1150, 1350))}" cy="200" r="80" fill="#fff7dc" opacity="0.85"/>`,
      `<path d="M0 1000Q300 900 700 960T1480 930V1200H0Z" fill="#9dbb85"/>`,
      // The house: gable roof, rendered walls.
      `<path d="M160 420L640 130L1120 420Z" fill="${variation.pick(['#b5553d', '#8f4a3a', '#5d6670'])}"/>`,
      `<path d="M160 420L640 130L1120 420" stroke="${darker('#b5553d', 0.3)}" stroke-width="14" fill="none"/>`,
      `<rect x="210" y="410" width="860" height="640" fill="${canvas.linear(
        [
          [0, lighter(render, 0.2)],
          [1, darker(render, 0.1)],
        ],
        0,
        0,
        1,
        0,
      )}"/>`,
      // Old, cracked render on the right; fresh render on the left.
      `<rect x="640" y="410" width="430" height="640" fill="${darker(render, 0.12)}"/>`,
      `<path d="M700 470l40 60l-20 50l50 70M960 760l-30 60l40 40l-10 70M820 900l60 20" stroke="${darker(render, 0.45)}" stroke-width="6" fill="none"/>`,
      `<rect x="640" y="410" width="10" height="640" fill="${darker(render, 0.25)}"/>`,
    );
    for (const [x, y] of [
      [300, 520],
      [780, 520],
      [300, 780],
      [780, 780],
    ] as const) {
      canvas.add(
        `<rect x="${x}" y="${y}" width="190" height="200" fill="${mix(time.sky[0], '#3c4a5c', 0.35)}"/>`,
        `<path d="M${x} ${y}h190v200h-190Z M${x + 95} ${y}V${y + 200}M${x} ${y + 100}H${x + 190}" stroke="#fbfaf6" stroke-width="14" fill="none"/>`,
        `<rect x="${x - 14}" y="${y + 198}" width="218" height="18" fill="#f6f2ea"/>`,
        `<rect x="${x - 40}" y="${y}" width="36" height="200" fill="${variation.accent}"/><rect x="${x + 194}" y="${y}" width="36" height="200" fill="${variation.accent}"/>`,
      );
    }
    canvas.add(
      `<rect x="560" y="860" width="150" height="190" fill="${darker(variation.accent, 0.2)}"/>`,
      // The garden the house stands in: a path to the door, shrubs along the wall.
      `<path d="M560 1050H710L780 1200H470Z" fill="#d8cbb8"/>`,
      `<rect x="150" y="1040" width="980" height="20" fill="${darker(render, 0.3)}"/>`,
      ...[230, 330, 880, 990, 1080].map((x, index) => `<ellipse cx="${x}" cy="1040" rx="${70 + (index % 2) * 20}" ry="50" fill="${index % 2 === 0 ? '#6f9a5f' : '#5e8a52'}"/>`),
    );
    // Scaffold: standards, ledgers, planks on two lifts.
    const scaffold = '#9aa4ae';
    canvas.add(
      `<path d="${[620, 860, 1100, 1340].map((x) => `M${x} 330V1080`).join('')}" stroke="${scaffold}" stroke-width="16"/>`,
      `<path d="M600 ${700}H1360M600 ${420}H1360M620 1080L860 700M860 1080L1100 700M1100 1080L1340 700" stroke="${scaffold}" stroke-width="12"/>`,
      `<rect x="600" y="688" width="760" height="26" fill="#c89b6d"/><rect x="600" y="408" width="760" height="26" fill="#c89b6d"/>`,
      `<path d="M600 640H1360" stroke="#e8772e" stroke-width="10"/>`,
    );
    const outfit = outfitOf(canvas);
    worker(canvas, {
      feet: [900, 690],
      height: 300,
      hands: [
        [830, 500],
        [820, 560],
      ],
      ...outfit,
      cap: '#f3f1ec',
      fromBehind: true,
    });
    vignette(canvas);
  },
};
