import { BANNER_FRAME, PALETTE, darker, lighter, lit, n } from './canvas.ts';
import { placed, worker } from './figures.ts';
import { outfitOf } from './people.ts';
import { interior, sunPatch, vignette } from './room.ts';
import type { Subject } from './subject.ts';
import { airlessPump, hose, sprayGun, tub } from './tools.ts';

/**
 * The airless slide: an open-plan floor under renovation, seen wide. A long wall already sprayed
 * white on the left (quiet under the slide's text), a sprayer at work further along with his back
 * to us, the mist of the spray on the wall before him; the pump and the pails in the foreground,
 * the hose snaking between; sunlight slanting through the dust of the site.
 */
export const airlessSiteBanner: Subject = {
  id: 'airless-site-banner',
  mirrorable: false,
  frame: BANNER_FRAME,
  draw(canvas) {
    const { variation } = canvas;
    const floorY = 880;
    const bare = darker(variation.wall, 0.22);
    interior(canvas, { floorY, window: null, floor: 'concrete', wall: bare, grain: 0.6 });
    const sprayedTo = 1560 + variation.between(-40, 40);
    canvas.add(
      // The sprayed coat: creamy white, smooth, its vertical passes just visible; its edge ragged
      // where the last pass stopped.
      `<path d="M0 0H${sprayedTo}C${sprayedTo + 30} 200 ${sprayedTo - 30} 420 ${sprayedTo + 20} 620S${sprayedTo - 10} 800 ${sprayedTo + 10} ${floorY - 46}H0Z" fill="${canvas.linear(
        [
          [0, '#fbfaf6'],
          [0.7, lighter(variation.wall, 0.55)],
          [1, lighter(variation.wall, 0.35)],
        ],
        0,
        0,
        1,
        0,
      )}"/>`,
      `<path d="${[0.2, 0.4, 0.6, 0.8].map((at) => `M${n(sprayedTo * at)} 0V${floorY - 46}`).join('')}" stroke="#ffffff" stroke-width="70" opacity="0.45"/>`,
    );
    // The sun through the windows out of the picture, on the floor.
    sunPatch(canvas, { x: 300, y: floorY + 20, width: 700, height: 260, slant: 600, panes: [3, 1], softness: 12 });
    sunPatch(canvas, { x: 2100, y: floorY + 10, width: 520, height: 200, slant: 500, panes: [2, 1], softness: 12 });
    // The sprayer, his back to us, the gun's mist reaching the wall before him.
    const outfit = outfitOf(canvas);
    const feet: [number, number] = [1790, 1010];
    const gunTip: [number, number] = [1660, 520];
    canvas.add(
      `<ellipse cx="${gunTip[0] - 60}" cy="${gunTip[1] - 10}" rx="150" ry="230" fill="${canvas.radial([
        [0, '#ffffff', 0.95],
        [0.6, '#ffffff', 0.6],
        [1, '#ffffff', 0],
      ])}"/>`,
    );
    // The gun before him, towards the wall: drawn first, his body hides its grip.
    canvas.add(placed(1700, 560, -160, 0.55, sprayGun(canvas, variation.accent)));
    worker(canvas, {
      feet,
      height: 700,
      hands: [
        [1700, 560],
        [1740, 610],
      ],
      ...outfit,
      shirt: '#f3f1ec',
      trousers: '#e9e6df',
      cap: PALETTE.brand,
      fromBehind: true,
    });
    // The hose from the pump across the floor to the sprayer.
    canvas.add(
      hose(
        [
          [2330, 740],
          [2200, 1160],
          [1900, 1120],
          [1700, 1060],
          [1760, 760],
          [1700, 640],
        ],
        20,
      ),
    );
    canvas.add(
      canvas.castShadow(placed(2400, 1110, 0, 1.35, airlessPump(canvas, variation.pick([PALETTE.brand, PALETTE.orange, PALETTE.amber]))), { distance: 40, softness: 16, opacity: 0.3 }),
      placed(2760, 1130, 0, 1.2, tub(canvas, { band: PALETTE.brand, width: 300 })),
      placed(2900, 1170, 0, 1.2, tub(canvas, { band: PALETTE.brand, width: 280 })),
      placed(2800, 760, 0, 1.2, tub(canvas, { band: PALETTE.brand, width: 280 })),
    );
    // Shafts of sunlight through the dust, falling from the upper left.
    canvas.add(
      canvas.blurred(
        [0, 1, 2]
          .map(
            (index) =>
              `<path d="M${n(200 + index * 520)} -20L${n(520 + index * 520)} -20L${n(1320 + index * 520)} 1200L${n(900 + index * 520)} 1200Z" fill="${canvas.linear(
                [
                  [0, lit(variation.time.light, 0.2), 0.32],
                  [1, variation.time.light, 0],
                ],
                0,
                0,
                1,
                1,
              )}"/>`,
          )
          .join(''),
        30,
      ),
    );
    vignette(canvas);
  },
};
