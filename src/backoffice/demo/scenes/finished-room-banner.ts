import { BANNER_FRAME, PALETTE, darker, lit } from './canvas.ts';
import { placed } from './figures.ts';
import { floorLamp, framedPicture, plant, rug, sideboard, sofa } from './furniture.ts';
import { interior, sunPatch, vignette } from './room.ts';
import type { Subject } from './subject.ts';
import { fillingKnife, tub } from './tools.ts';

/**
 * The home page's first slide, "walls made perfect": a living room in late sunlight, the light of
 * a window out of the picture laid across a flawless wall. The left of the banner is quiet wall
 * in soft shade, where the slide's text sits; the room opens to the right; in the far corner, a
 * tub and a knife on a folded dust sheet say the wall was just finished.
 */
export const finishedRoomBanner: Subject = {
  id: 'finished-room-banner',
  mirrorable: false,
  frame: BANNER_FRAME,
  draw(canvas) {
    const { variation } = canvas;
    const floorY = 930;
    // The room in soft shade: the sun is what lights it.
    interior(canvas, { floorY, window: null, grain: 0.25, wall: darker(variation.wall, 0.1) });
    // The sun through the window out of the picture, on the wall and down across the floor.
    sunPatch(canvas, { x: 1260, y: 140, width: 560, height: 620, slant: 420, panes: [2, 3], softness: 14 });
    sunPatch(canvas, { x: 700, y: floorY + 40, width: 560, height: 230, slant: 520, panes: [2, 1], softness: 10 });
    const fabric = variation.pick(['#6f8fa6', '#c98b6b', PALETTE.sage, '#b7a48c', '#7d6f92']);
    canvas.add(
      placed(2080, 1160, 0, 1, rug(canvas, variation.pick(['#d9cbb3', '#c9b8a0', '#b9c2c8']), 1500, 170)),
      placed(2060, 300, 0, 1, framedPicture(canvas, 300, 380, variation.accent)),
      placed(2420, 360, 0, 1, framedPicture(canvas, 220, 280, darker(fabric, 0.1))),
      // What stands before the wall throws its shadow on it, away from the sun.
      canvas.castShadow(placed(2080, 1080, 0, 1.05, sofa(canvas, fabric)), { distance: 60, softness: 24, opacity: 0.3 }),
      canvas.castShadow(placed(1360, 1090, 0, 1.1, plant(canvas, lit('#d8cbb8', 0.2))), { distance: 80, softness: 20, opacity: 0.3 }),
      placed(2700, 1060, 0, 1, floorLamp(canvas)),
      canvas.castShadow(placed(2800, 950, 0, 0.9, sideboard(canvas, '#a77b55', 420)), { distance: 50, softness: 18, opacity: 0.3 }),
      // The work just finished: a folded dust sheet in the corner, the tub closed, the knife wiped clean.
      `<path d="M2440 1200L2500 1110Q2640 1090 2760 1120L2820 1200Z" fill="${lit('#e9e2d3', 0.2)}"/>`,
      placed(2620, 1160, 0, 0.7, tub(canvas, { band: PALETTE.orange, width: 240 })),
      placed(2480, 1180, -12, 0.55, fillingKnife(canvas, PALETTE.brand, 200)),
    );
    vignette(canvas);
  },
};
