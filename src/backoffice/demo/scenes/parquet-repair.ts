import { darker, lighter, n } from './canvas.ts';
import { heldTool } from './figures.ts';
import { vignette } from './room.ts';
import type { Subject } from './subject.ts';
import { fillingKnife } from './tools.ts';

/** A parquet floor seen from above, its gaps and dents filled with a wood filler of its shade. */
export const parquetRepair: Subject = {
  id: 'parquet-repair',
  mirrorable: true,
  draw(canvas) {
    const { variation } = canvas;
    const wood = variation.pick(['#c8945e', '#b07a4a', '#d8ae7c', '#9c6a45']);
    const angle = variation.between(-14, -6);
    const boards: string[] = [];
    for (let row = -2; row < 14; row++) {
      let x = -400 + ((row * 173) % 300);
      while (x < 1900) {
        const length = 380 + variation.random() * 220;
        const shade = variation.between(-0.1, 0.12);
        const color = shade > 0 ? lighter(wood, shade) : darker(wood, -shade);
        boards.push(`<rect x="${n(x)}" y="${row * 130}" width="${n(length - 8)}" height="122" fill="${color}"/>`);
        boards.push(`<path d="M${n(x + 30)} ${row * 130 + 40}q${n(length / 3)} -16 ${n(length * 0.8)} 6M${n(x + 60)} ${row * 130 + 84}q${n(length / 3)} 14 ${n(length * 0.7)} -4" stroke="${darker(color, 0.12)}" stroke-width="4" fill="none" opacity="0.6"/>`);
        x += length;
      }
    }
    canvas.add(
      `<rect width="1480" height="1200" fill="${darker(wood, 0.5)}"/>`,
      `<g transform="rotate(${n(angle)} 740 600)">${boards.join('')}` +
        // A dent and a gap, the gap half filled.
        `<rect x="300" y="512" width="700" height="12" fill="#2d2119"/><rect x="300" y="508" width="380" height="20" rx="6" fill="${lighter(wood, 0.06)}"/>` +
        `<ellipse cx="1050" cy="760" rx="60" ry="24" fill="${darker(wood, 0.35)}"/></g>`,
      `<rect width="1480" height="1200" fill="${canvas.linear(
        [
          [0, '#fff3dc', 0.3],
          [1, '#1b2330', 0.12],
        ],
        0,
        0,
        1,
        1,
      )}"/>`,
    );
    heldTool(canvas, {
      tool: fillingKnife(canvas, variation.accent, 220) + `<path d="M230 -50C280 -50 290 0 280 40L240 50Z" fill="${lighter(wood, 0.06)}"/>`,
      grip: [1080, 900],
      angle: -140,
      scale: 1.5,
      from: [1700, 1400],
    });
    vignette(canvas);
  },
};
