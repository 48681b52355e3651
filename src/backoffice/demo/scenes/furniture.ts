/**
 * Furnishings that make a room read as lived in, each standing on its own origin and modelled in
 * the key light (decision 197): a plant, a sofa, a framed picture, a lamp, a sideboard, a rug, a
 * trestle table, shop shelving.
 */
import { type Canvas, PALETTE, darker, lighter, lit, n } from './canvas.ts';

/** A plant in its pot, leaves lit on their upper side. */
export function plant(canvas: Canvas, pot: string = PALETTE.terracotta): string {
  const leaf = PALETTE.leaf;
  const blade = (d: string, color: string) =>
    `<path d="${d}" fill="${canvas.linear(
      [
        [0, lit(color, 0.3)],
        [1, darker(color, 0.25)],
      ],
      0,
      0,
      1,
      1,
    )}"/>`;
  return (
    canvas.shadow(30, 0, 130, 22, 0.45) +
    blade('M0 -160C100 -280 180 -380 120 -480C50 -400 10 -280 0 -160Z', darker(leaf, 0.15)) +
    blade('M0 -160C-120 -260 -160 -420 -90 -470C-40 -380 -10 -260 0 -160Z', leaf) +
    blade('M0 -160C-40 -320 0 -480 40 -560C70 -440 40 -300 0 -160Z', lighter(leaf, 0.12)) +
    blade('M0 -170C-160 -200 -240 -300 -250 -340C-160 -320 -80 -260 0 -170Z', darker(leaf, 0.05)) +
    `<path d="M-80 -170H80L60 0H-60Z" fill="${canvas.linear(
      [
        [0, lit(pot, 0.25)],
        [0.5, pot],
        [1, darker(pot, 0.3)],
      ],
      0,
      0,
      1,
      0,
    )}"/>` +
    `<rect x="-90" y="-190" width="180" height="30" rx="8" fill="${darker(pot, 0.12)}"/>`
  );
}

export function sofa(canvas: Canvas, fabric: string): string {
  const cushion = (x: number, y: number, width: number, height: number, radius: number, color: string) =>
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${radius}" fill="${canvas.linear([
      [0, lit(color, 0.18)],
      [1, darker(color, 0.18)],
    ])}"/>`;
  return (
    canvas.shadow(60, 0, 560, 46, 0.5) +
    cushion(-460, -330, 920, 220, 50, darker(fabric, 0.08)) +
    // Back cushions, each with its crease.
    `<path d="M-150 -320V-150M150 -320V-150" stroke="${darker(fabric, 0.3)}" stroke-width="6" opacity="0.5"/>` +
    cushion(-440, -160, 880, 120, 30, fabric) +
    `<path d="M0 -156V-50" stroke="${darker(fabric, 0.3)}" stroke-width="6" opacity="0.5"/>` +
    cushion(-520, -240, 120, 230, 50, lighter(fabric, 0.08)) +
    cushion(400, -240, 120, 230, 50, darker(fabric, 0.04)) +
    `<rect x="-300" y="-300" width="200" height="150" rx="30" fill="#f1e2d3" transform="rotate(-8 -200 -225)"/>` +
    `<rect x="120" y="-290" width="170" height="130" rx="28" fill="${lighter(PALETTE.ochre, 0.2)}" transform="rotate(6 200 -225)"/>` +
    `<path d="M-420 -10v40M420 -10v40" stroke="#3a3430" stroke-width="18"/>`
  );
}

export function framedPicture(canvas: Canvas, width: number, height: number, motif: string): string {
  return (
    canvas.blurred(`<rect x="14" y="20" width="${width}" height="${height}" fill="${PALETTE.shade}" opacity="0.3"/>`, 10) +
    `<rect width="${width}" height="${height}" fill="#f6f2ea" stroke="#3a3430" stroke-width="14"/>` +
    `<path d="M40 ${height - 40}L${width * 0.4} ${height * 0.45}L${width * 0.6} ${height * 0.65}L${width * 0.75} ${height * 0.5}L${width - 40} ${height - 40}Z" fill="${motif}"/>` +
    `<circle cx="${width * 0.7}" cy="${height * 0.3}" r="${Math.min(width, height) * 0.1}" fill="${lighter(motif, 0.4)}"/>` +
    `<path d="M7 7H${width - 7}" stroke="#ffffff" stroke-width="4" opacity="0.5"/>`
  );
}

/** A floor lamp with its shade glowing, the glow lighting the wall round it. */
export function floorLamp(canvas: Canvas): string {
  return (
    `<circle cx="0" cy="-660" r="260" fill="${canvas.radial([
      [0, '#ffe9c0', 0.5],
      [1, '#ffe9c0', 0],
    ])}"/>` +
    canvas.shadow(20, 0, 90, 16, 0.45) +
    `<path d="M0 0V-620" stroke="#3a3430" stroke-width="12"/><ellipse cx="0" cy="0" rx="70" ry="14" fill="#3a3430"/>` +
    `<path d="M-90 -600L-60 -740H60L90 -600Z" fill="${canvas.linear([
      [0, '#fff4dc'],
      [1, '#f0d9a8'],
    ])}"/>`
  );
}

/** A low sideboard: two doors and a drawer on slim legs, its top lit. */
export function sideboard(canvas: Canvas, wood: string, width = 620): string {
  const half = width / 2;
  return (
    canvas.shadow(40, 0, half * 1.1, 30, 0.45) +
    `<path d="M${-half + 30} -20v20M${half - 30} -20v20" stroke="${darker(wood, 0.5)}" stroke-width="12"/>` +
    `<rect x="${-half}" y="-250" width="${width}" height="232" rx="8" fill="${canvas.linear(
      [
        [0, lit(wood, 0.15)],
        [1, darker(wood, 0.25)],
      ],
      0,
      0,
      1,
      0.3,
    )}"/>` +
    `<rect x="${-half}" y="-262" width="${width}" height="18" rx="6" fill="${lit(wood, 0.35)}"/>` +
    `<path d="M${-half / 3} -240V-28M${half / 3} -240V-28" stroke="${darker(wood, 0.3)}" stroke-width="5"/>` +
    `<path d="M${-half / 3 - 30} -140h18M${half / 3 + 12} -140h18" stroke="${lighter(wood, 0.4)}" stroke-width="8" stroke-linecap="round"/>`
  );
}

/** A rug on the floor seen in perspective, `width` at its near edge. */
export function rug(canvas: Canvas, color: string, width: number, depth: number): string {
  const half = width / 2;
  return (
    `<path d="M${-half * 0.78} ${-depth}H${half * 0.78}L${half} 0H${-half}Z" fill="${canvas.linear([
      [0, darker(color, 0.12)],
      [1, lit(color, 0.1)],
    ])}"/>` +
    `<path d="M${-half * 0.7} ${-depth + 14}H${half * 0.7}L${half * 0.9} -14H${-half * 0.9}Z" fill="none" stroke="${lighter(color, 0.35)}" stroke-width="6" opacity="0.7"/>`
  );
}

/** A trestle table with a board on it, the board's top at the origin's height: `width` across, seen from a little above. */
export function trestleTable(canvas: Canvas, width = 900, height = 420, board = '#d8c29c'): string {
  const half = width / 2;
  const legs = [-half + 90, half - 90]
    .map((x) => `<path d="M${x - 70} ${height}L${x} 20L${x + 70} ${height}" stroke="${darker('#8e6a4a', 0.1)}" stroke-width="22" fill="none" stroke-linejoin="round"/>`)
    .join('');
  return (
    canvas.shadow(60, height, half * 1.2, 40, 0.45) +
    legs +
    `<path d="M${-half + 30} -60H${half - 30}L${half} 0H${-half}Z" fill="${canvas.linear([
      [0, lit(board, 0.2)],
      [1, board],
    ])}"/>` +
    `<rect x="${-half}" y="0" width="${width}" height="26" fill="${darker(board, 0.3)}"/>`
  );
}

/** Shop shelving `width` wide with `rows` shelves, the floor at the origin: returns the shelf heights with the SVG. */
export function shelving(canvas: Canvas, width: number, rows: number, height = 900): { readonly svg: string; readonly shelves: readonly number[] } {
  const shelves = Array.from({ length: rows }, (_, row) => -60 - (row * (height - 120)) / Math.max(rows - 1, 1));
  const metal = '#5d6670';
  return {
    shelves,
    svg:
      `<rect x="0" y="${-height}" width="${width}" height="${height}" fill="${canvas.linear([
        [0, darker('#e9e4da', 0.12)],
        [1, darker('#e9e4da', 0.22)],
      ])}"/>` +
      `<path d="M12 0V${-height}M${width - 12} 0V${-height}" stroke="${metal}" stroke-width="24"/>` +
      shelves
        .map(
          (y) =>
            `<rect x="0" y="${n(y)}" width="${width}" height="20" fill="${canvas.linear([
              [0, '#c9cfd5'],
              [1, metal],
            ])}"/><rect x="0" y="${n(y + 20)}" width="${width}" height="40" fill="${canvas.linear([
              [0, PALETTE.shade, 0.3],
              [1, PALETTE.shade, 0],
            ])}"/>`,
        )
        .join(''),
  };
}
