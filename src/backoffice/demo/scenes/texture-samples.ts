import { PALETTE, darker, lit, n } from './canvas.ts';
import { placed } from './figures.ts';
import { interior, trowelledPatch, vignette } from './room.ts';
import type { Subject } from './subject.ts';
import { hawk, trowel } from './tools.ts';

/**
 * The textured walls worksheet: three sample boards leaning on the wall of a workshop on the
 * bench, each a texture made with a smoothing compound (trowel fans, a stipple, a dragged
 * travertine), the hawk and the trowel in front of them.
 */
export const textureSamples: Subject = {
  id: 'texture-samples',
  mirrorable: true,
  draw(canvas) {
    const { variation } = canvas;
    interior(canvas, { floorY: 1300, window: null, floor: 'none', grain: 0.3 });
    const benchY = 900;
    const tone = variation.pick(['#e8dcc6', '#d9cdb8', '#e2d6c8', '#dcd8cc']);
    const boards: string[] = [];
    const place = (x: number, lean: number, content: string) =>
      boards.push(canvas.castShadow(placed(x, benchY, lean, 1, `<rect x="-190" y="-560" width="380" height="560" rx="8" fill="${darker('#a77b55', 0.1)}"/>` + content), { distance: 50, softness: 18, opacity: 0.32 }));
    // Fans of the trowel.
    place(300, -4, trowelledPatch(canvas, { x: -175, y: -545, width: 350, height: 530 }, tone));
    // A stipple: dabs of compound pulled up into little peaks.
    const stipple = Array.from({ length: 120 }, () => {
      const x = -170 + variation.random() * 340;
      const y = -540 + variation.random() * 520;
      return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(10 + variation.random() * 10)}" fill="${lit(tone, 0.35)}"/><circle cx="${n(x + 5)}" cy="${n(y + 6)}" r="${n(6 + variation.random() * 4)}" fill="${darker(tone, 0.2)}" opacity="0.5"/>`;
    }).join('');
    place(740, 2, `<rect x="-175" y="-545" width="350" height="530" fill="${tone}"/>${stipple}`);
    // A dragged travertine: long level streaks with pits.
    const streaks = Array.from({ length: 22 }, (_, index) => {
      const y = -530 + index * 24 + variation.random() * 10;
      return `<path d="M-175 ${n(y)}h350" stroke="${index % 2 ? lit(tone, 0.3) : darker(tone, 0.12)}" stroke-width="${n(8 + variation.random() * 10)}"/>`;
    }).join('');
    const pits = Array.from({ length: 26 }, () => `<ellipse cx="${n(-160 + variation.random() * 320)}" cy="${n(-530 + variation.random() * 500)}" rx="${n(8 + variation.random() * 16)}" ry="5" fill="${darker(tone, 0.35)}" opacity="0.6"/>`).join('');
    place(1180, -3, `<rect x="-175" y="-545" width="350" height="530" fill="${tone}"/>${streaks}${pits}`);
    // The bench and the tools.
    canvas.add(
      `<rect y="${benchY}" width="1480" height="300" fill="${canvas.linear([[0, lit('#b98355', 0.2)], [1, darker('#b98355', 0.3)]])}"/>`,
      `<rect y="${benchY}" width="1480" height="30" fill="${PALETTE.shade}" opacity="0.3"/>`,
      ...boards,
      canvas.castShadow(placed(420, 1060, -8, 0.75, hawk(canvas, tone)) + placed(1040, 1080, 12, 0.7, trowel(canvas)), { distance: 30, softness: 12, opacity: 0.35 }),
    );
    vignette(canvas);
  },
};
