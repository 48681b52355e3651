import { PALETTE, darker, lighter, n } from './canvas.ts';
import { placed } from './figures.ts';
import { interior, sunPatch, vignette } from './room.ts';
import type { Subject } from './subject.ts';
import { hose, sprayGun, tub } from './tools.ts';

/**
 * The professional menu's promo block, the airless compound: a still life on site, the big pail
 * of spray-grade compound on the concrete floor, the gun laid across its lid and its hose coiled
 * on the floor, before a wall half sprayed, in a slanting morning light.
 */
export const airlessPail: Subject = {
  id: 'airless-pail',
  mirrorable: true,
  draw(canvas) {
    const { variation } = canvas;
    const floorY = 820;
    interior(canvas, { floorY, window: null, floor: 'concrete', wall: darker(variation.wall, 0.2), grain: 0.7 });
    const edge = 820 + variation.between(-60, 60);
    canvas.add(
      `<path d="M0 0H${n(edge)}L${n(edge - 120)} ${floorY - 46}H0Z" fill="${canvas.linear(
        [
          [0, '#fbfaf6'],
          [1, lighter(variation.wall, 0.45)],
        ],
        0,
        0,
        1,
        0,
      )}"/>`,
      `<path d="M${n(edge)} 0L${n(edge - 120)} ${floorY - 46}" stroke="#ffffff" stroke-width="18"/>`,
    );
    sunPatch(canvas, { x: 120, y: 120, width: 520, height: 520, slant: 260, panes: [2, 2], softness: 16 });
    sunPatch(canvas, { x: 700, y: floorY + 40, width: 420, height: 200, slant: 420, panes: [2, 1], softness: 10 });
    const band = variation.pick([PALETTE.brand, PALETTE.brandDeep]);
    canvas.add(
      hose(
        [
          [760, 540],
          [980, 620],
          [1280, 900],
          [1000, 1140],
          [700, 1120],
          [900, 980],
          [1500, 1050],
        ],
        22,
      ),
      placed(1200, 900, 0, 0.8, tub(canvas, { band, width: 360 })),
      canvas.castShadow(
        placed(560, 1120, 0, 1, tub(canvas, { band, width: 560 })) + placed(520, 560, -8, 0.95, sprayGun(canvas, variation.accent)),
        { distance: 60, softness: 22, opacity: 0.35 },
      ),
    );
    vignette(canvas);
  },
};
