import { BANNER_FRAME, PALETTE, darker, lit, mix, n } from './canvas.ts';
import { placed, worker } from './figures.ts';
import { plant, shelving } from './furniture.ts';
import { outfitOf } from './people.ts';
import { interior, sunPatch, vignette } from './room.ts';
import type { Subject } from './subject.ts';
import { bag, tub } from './tools.ts';

/** The colours of the ranges' bands on the packs (categories.ts). */
const RANGE_BANDS = ['#f39200', '#2f80c0', '#1f5f8b', '#7a9e3b', '#8b5e34', '#a0522d', '#2a9d8f', '#e76f51', '#6d597a'];

/**
 * The store slide: a stockist's shop. On the left its glazed front on the street, bright and quiet
 * under the slide's text; along the wall, shelves of the maker's tubs and sacks in their ranges'
 * colours under warm pendant lights; a customer choosing, basket in hand; a map pin hanging over
 * the aisle.
 */
export const storeAisleBanner: Subject = {
  id: 'store-aisle-banner',
  mirrorable: false,
  frame: BANNER_FRAME,
  draw(canvas) {
    const { variation } = canvas;
    const { time } = variation;
    const floorY = 960;
    interior(canvas, { floorY, window: null, floor: 'tiles', wall: variation.pick(['#efe9df', '#e9eae4', '#f1e8dc']), grain: 0.2 });
    // The shop front: tall glass onto the street, a palm and the houses opposite in the daylight.
    canvas.add(
      `<rect x="80" y="120" width="1000" height="${floorY - 120}" fill="${canvas.linear([[0, time.sky[0]], [1, time.sky[1]]])}"/>`,
      `<path d="M80 520H300V360H520V560H760V300H1080V${floorY}H80Z" fill="${mix('#e8dcc8', time.sky[1], 0.35)}"/>`,
      `<path d="M120 600h80v60h-80ZM360 420h80v60h-80ZM820 380h80v60h-80ZM960 380h80v60h-80Z" fill="${mix(PALETTE.slate, time.sky[1], 0.5)}"/>`,
      `<path d="M620 ${floorY}Q600 600 660 420" stroke="#8a6a4a" stroke-width="22" fill="none"/>`,
      `<path d="M660 420C560 380 500 420 460 460M660 420C760 360 840 380 880 420M660 420C640 330 600 300 560 290M660 420C700 330 760 300 800 300" stroke="${mix(PALETTE.leaf, time.sky[1], 0.2)}" stroke-width="30" fill="none" stroke-linecap="round"/>`,
      `<rect x="80" y="120" width="1000" height="${floorY - 120}" fill="${time.light}" opacity="0.3"/>`,
      `<path d="M80 120H1080V${floorY}H80ZM100 140V${floorY - 20}H570V140ZM610 140V${floorY - 20}H1060V140Z" fill="#3a4250" fill-rule="evenodd"/>`,
      `<rect x="80" y="100" width="1000" height="30" fill="${PALETTE.brand}"/>`,
    );
    sunPatch(canvas, { x: 180, y: floorY + 20, width: 900, height: 220, slant: 700, panes: [2, 1], softness: 10 });
    // The shelving along the wall, three bays, packs on every shelf.
    const rows = 4;
    for (let bay = 0; bay < 3; bay++) {
      const x = 1300 + bay * 560;
      const { svg, shelves } = shelving(canvas, 520, rows, 700);
      const packs: string[] = [];
      shelves.forEach((y, row) => {
        for (let slot = 0; slot < 4; slot++) {
          const band = RANGE_BANDS[(bay * 5 + row * 3 + slot) % RANGE_BANDS.length]!;
          packs.push(placed(75 + slot * 125, y, 0, 1, row === 0 ? bag(canvas, { band, width: 104 }) : tub(canvas, { band, width: 108 })));
        }
      });
      canvas.add(canvas.castShadow(placed(x, floorY - 10, 0, 1, svg + packs.join('')), { distance: 24, softness: 12, opacity: 0.25 }));
    }
    // Warm pendant lights over the aisle, each with its pool of light.
    for (const x of [1560, 2120, 2680]) {
      canvas.add(
        `<path d="M${x} 0V70" stroke="${PALETTE.ink}" stroke-width="6"/>`,
        `<circle cx="${x}" cy="120" r="300" fill="${canvas.radial([[0, '#ffe6b0', 0.45], [1, '#ffe6b0', 0]])}"/>`,
        `<path d="M${x - 70} 130Q${x} 40 ${x + 70} 130Z" fill="${canvas.linear([[0, lit(PALETTE.ink, 0.3)], [1, PALETTE.ink]], 0, 0, 1, 0)}"/>`,
        `<ellipse cx="${x}" cy="130" rx="60" ry="12" fill="#fff3d6"/>`,
      );
    }
    // The map pin hanging over the aisle: this is where to find us.
    canvas.add(
      `<path d="M2850 0V40" stroke="${PALETTE.ink}" stroke-width="5"/>`,
      placed(
        2850,
        200,
        0,
        0.6,
        `<path d="M0 0C-30 -90 -110 -140 -110 -230A110 110 0 0 1 110 -230C110 -140 30 -90 0 0Z" fill="${canvas.linear([[0, lit(PALETTE.orange, 0.2)], [1, darker(PALETTE.orange, 0.25)]], 0, 0, 1, 0)}"/><circle cx="0" cy="-230" r="44" fill="#ffffff"/>`,
      ),
    );
    // A customer choosing, basket in hand.
    const customer = outfitOf(canvas);
    worker(canvas, { feet: [2180, 1150], height: 720, hands: [[2110, 880], [2300, 640]], ...customer, fromBehind: true });
    canvas.add(
      placed(2100, 890, 0, 1, `<path d="M-70 0H70L56 90H-56Z" fill="${PALETTE.terracotta}"/><path d="M-50 0Q0 -70 50 0" stroke="${darker(PALETTE.terracotta, 0.2)}" stroke-width="8" fill="none"/>` + placed(0, 10, 0, 1, tub(canvas, { band: RANGE_BANDS[variation.pick([0, 3, 6])]!, width: 90 }))),
      placed(1180, 1140, 0, 1.1, plant(canvas, lit('#d8cbb8', 0.2))),
    );
    canvas.add(`<path d="M${n(1300)} ${floorY + 2}H2980" stroke="${PALETTE.shade}" stroke-width="8" opacity="0.15"/>`);
    vignette(canvas);
  },
};
