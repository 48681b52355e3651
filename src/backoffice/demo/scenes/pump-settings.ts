import { PALETTE, darker, lit, n } from './canvas.ts';
import { placed } from './figures.ts';
import { vignette } from './room.ts';
import type { Subject } from './subject.ts';

/**
 * The airless settings worksheet: the pump's control face seen close, the pressure gauge, the
 * pressure knob and the prime valve, with the spray tips laid out on a rag on top of the pump,
 * smallest to largest.
 */
export const pumpSettings: Subject = {
  id: 'pump-settings',
  mirrorable: false,
  draw(canvas) {
    const { variation } = canvas;
    const body = variation.pick([PALETTE.orange, PALETTE.brand, PALETTE.amber]);
    // The pump's face fills the picture: painted steel, lit from the upper left.
    canvas.add(
      `<rect width="1480" height="1200" fill="${darker('#d9dcd6', 0.3)}"/>`,
      `<rect x="60" y="300" width="1360" height="980" rx="60" fill="${canvas.linear([[0, lit(body, 0.35)], [0.5, body], [1, darker(body, 0.35)]], 0, 0, 1, 1)}"/>`,
      `<rect x="60" y="300" width="1360" height="60" rx="30" fill="${lit(body, 0.45)}"/>`,
    );
    // The gauge: dial, scale, needle, glass.
    const ticks = Array.from({ length: 11 }, (_, index) => {
      const angle = ((-220 + index * 26) * Math.PI) / 180;
      return `M${n(Math.cos(angle) * 170)} ${n(Math.sin(angle) * 170)}L${n(Math.cos(angle) * (index % 5 === 0 ? 130 : 148))} ${n(Math.sin(angle) * (index % 5 === 0 ? 130 : 148))}`;
    }).join('');
    const needle = -220 + 26 * (5 + variation.random() * 3);
    canvas.add(
      canvas.castShadow(
        placed(
          480,
          720,
          0,
          1,
          `<circle r="230" fill="${canvas.linear([[0, '#eef1f4'], [1, '#7f8a95']], 0, 0, 1, 1)}"/><circle r="200" fill="#fbfbf8"/>` +
            `<path d="M${n(Math.cos((40 * Math.PI) / 180) * 160)} ${n(Math.sin((40 * Math.PI) / 180) * 160)}A160 160 0 0 0 ${n(Math.cos((-10 * Math.PI) / 180) * 160)} ${n(Math.sin((-10 * Math.PI) / 180) * 160)}" stroke="${PALETTE.terracotta}" stroke-width="18" fill="none"/>` +
            `<path d="${ticks}" stroke="${PALETTE.ink}" stroke-width="6"/>` +
            `<path d="M0 0L${n(Math.cos((needle * Math.PI) / 180) * 165)} ${n(Math.sin((needle * Math.PI) / 180) * 165)}" stroke="${PALETTE.terracotta}" stroke-width="10" stroke-linecap="round"/><circle r="22" fill="${PALETTE.ink}"/>` +
            `<path d="M-150 -90A180 180 0 0 1 60 -170" stroke="#ffffff" stroke-width="22" fill="none" opacity="0.55" stroke-linecap="round"/>`,
        ),
        { distance: 30, softness: 12, opacity: 0.4 },
      ),
    );
    // The pressure knob and the prime valve's lever.
    canvas.add(
      canvas.castShadow(
        placed(1050, 640, 0, 1, `<circle r="120" fill="${canvas.radialAt([[0, '#5d6670'], [1, PALETTE.ink]], -40, -40, 170)}"/>` + Array.from({ length: 12 }, (_, index) => `<rect x="-8" y="-128" width="16" height="26" rx="6" fill="${PALETTE.ink}" transform="rotate(${index * 30})"/>`).join('') + `<rect x="-10" y="-100" width="20" height="60" rx="8" fill="#ffffff"/>`) +
          placed(1060, 1000, -25, 1, `<rect x="-30" y="-30" width="60" height="60" rx="14" fill="#8e98a2"/><rect x="0" y="-20" width="280" height="40" rx="20" fill="${canvas.linear([[0, lit(PALETTE.terracotta, 0.3)], [1, darker(PALETTE.terracotta, 0.3)]])}"/>`),
        { distance: 30, softness: 12, opacity: 0.4 },
      ),
    );
    // The tips on a rag on the pump's top: reversible tips, each a little larger.
    const tip = (size: number) =>
      `<rect x="-14" y="${-size}" width="28" height="${size * 1.4}" rx="10" fill="${canvas.linear([[0, '#f2f4f6'], [1, '#8e98a2']], 0, 0, 1, 0)}"/><rect x="-50" y="${-size * 0.3}" width="100" height="26" rx="12" fill="${PALETTE.ink}"/>`;
    canvas.add(
      `<path d="M140 270C360 200 760 230 1000 250C1100 260 1140 310 1100 330C800 350 400 360 140 330Z" fill="${canvas.linear([[0, '#f3efe6'], [1, '#d8d0bf']])}"/>`,
      ...[90, 110, 130, 150].map((size, index) => canvas.castShadow(placed(300 + index * 200, 290, -8 + index * 5, 1, tip(size)), { distance: 20, softness: 8, opacity: 0.35 })),
    );
    vignette(canvas);
  },
};
