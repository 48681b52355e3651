import { PALETTE, darker, lighter, lit, n } from './canvas.ts';
import { placed } from './figures.ts';
import { trestleTable } from './furniture.ts';
import { interior, vignette } from './room.ts';
import type { Subject } from './subject.ts';
import { bag, tub } from './tools.ts';

/**
 * The pro days' promotion: a demonstration stand in a distributor's depot, pallets of sacks on the
 * racking behind, bunting in the maker's colours, a practice panel half sprayed, the products on a
 * trestle table with the coffee cups of the visitors, a roll-up banner to the side.
 */
export const demoStand: Subject = {
  id: 'demo-stand',
  mirrorable: true,
  draw(canvas) {
    const { variation } = canvas;
    const floorY = 900;
    interior(canvas, { floorY, window: null, floor: 'concrete', wall: darker('#d9dcd6', 0.1), grain: 0.5 });
    // Racking with pallets of sacks, darker, further back.
    const racking: string[] = [];
    for (const shelfY of [420, 860]) {
      racking.push(`<rect x="0" y="${shelfY}" width="1480" height="22" fill="${PALETTE.orange}" opacity="0.8"/>`);
      for (let x = 60; x < 1480; x += 250) {
        racking.push(placed(x + 40, shelfY, 0, 0.5, bag(canvas, { band: variation.pick([PALETTE.brand, PALETTE.amber, PALETTE.sage]), width: 300 })), placed(x + 180, shelfY, 0, 0.5, bag(canvas, { band: PALETTE.brand, width: 300 })));
      }
    }
    canvas.add(
      `<g opacity="0.55">${racking.join('')}</g>`,
      `<path d="M0 40V${floorY}M500 40V${floorY}M1000 40V${floorY}M1480 40V${floorY}" stroke="${PALETTE.brand}" stroke-width="26" opacity="0.5"/>`,
      `<rect width="1480" height="${floorY}" fill="${lighter(variation.wall, 0.4)}" opacity="0.35"/>`,
    );
    // Bunting across the stand.
    const flags: string[] = [];
    for (let index = 0; index < 14; index++) {
      const x = 40 + index * 105;
      const y = 90 + Math.sin((index / 13) * Math.PI) * 70;
      flags.push(`<path d="M${n(x)} ${n(y)}h80l-40 90Z" fill="${[PALETTE.brand, PALETTE.amber, '#ffffff', PALETTE.orange][index % 4]}"/>`);
    }
    canvas.add(`<path d="M0 80Q740 240 1480 80" stroke="${PALETTE.ink}" stroke-width="5" fill="none"/>`, ...flags);
    // The practice panel on its frame, half sprayed.
    canvas.add(
      canvas.castShadow(
        `<rect x="180" y="260" width="620" height="${floorY - 260 + 60}" fill="${darker('#c3cad2', 0.15)}"/>` +
          `<rect x="200" y="280" width="580" height="${floorY - 280 + 40}" fill="#e2e5e3"/>` +
          `<path d="M200 280H560C600 500 520 700 580 ${floorY + 20}H200Z" fill="#fbfaf6"/>`,
        { distance: 40, softness: 16, opacity: 0.28 },
      ),
    );
    // The roll-up banner: the brand's blue, an amber band, a trowel drawn as the mark.
    canvas.add(
      canvas.castShadow(
        `<rect x="1190" y="200" width="250" height="800" fill="${canvas.linear([[0, lit(PALETTE.brand, 0.2)], [1, darker(PALETTE.brand, 0.2)]], 0, 0, 1, 0)}"/>` +
          `<rect x="1190" y="560" width="250" height="90" fill="${PALETTE.amber}"/>` +
          `<path d="M1250 360h130l-20 60h-90Z" fill="#ffffff"/><path d="M1315 360v-50" stroke="#ffffff" stroke-width="16"/>` +
          `<rect x="1170" y="1000" width="290" height="30" rx="8" fill="#8e98a2"/>`,
        { distance: 40, softness: 16, opacity: 0.28 },
      ),
    );
    // The table: the products, coffee cups.
    const cup = (x: number) => `<path d="M${x - 30} -80H${x + 30}L${x + 24} 0H${x - 24}Z" fill="#ffffff"/><rect x="${x - 30}" y="-86" width="60" height="10" fill="${PALETTE.ink}"/>`;
    canvas.add(
      canvas.castShadow(
        placed(
          760,
          930,
          0,
          1,
          trestleTable(canvas, 980, 260) +
            placed(-300, -30, 0, 0.8, tub(canvas, { band: PALETTE.brand, width: 260 })) +
            placed(-60, -30, 0, 0.9, bag(canvas, { band: PALETTE.amber, width: 220 })) +
            placed(170, -30, 0, 0.8, tub(canvas, { band: PALETTE.orange, width: 220 })) +
            cup(330) +
            cup(400),
        ),
        { distance: 50, softness: 18, opacity: 0.3 },
      ),
    );
    vignette(canvas);
  },
};
