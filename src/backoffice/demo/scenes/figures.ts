/** People and hands: a forearm with its hand closed on a tool, a worker standing at work. */
import { type Canvas, darker, lighter, n } from './canvas.ts';

export type Point = readonly [x: number, y: number];

export const SKINS = ['#f1c7a5', '#d9a27c', '#b87a55', '#8d5a3b', '#e8b894'] as const;

/** Places SVG drawn around its own origin at (x, y), turned by `angle` degrees and scaled. */
export function placed(x: number, y: number, angle: number, scale: number, content: string): string {
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})${scale === 1 ? '' : ` scale(${Math.round(scale * 1000) / 1000})`}">${content}</g>`;
}

export interface ArmOptions {
  /** Where the arm comes from (usually outside the picture). */
  readonly from: Point;
  /** The centre of the closed hand. */
  readonly hand: Point;
  readonly sleeve: string;
  readonly skin: string;
  readonly thickness?: number;
}

/** A forearm in its sleeve ending in a fist (drawn after the tool, so it closes over the handle). */
export function arm(canvas: Canvas, { from, hand, sleeve, skin, thickness = 130 }: ArmOptions): void {
  const [fx, fy] = from;
  const [hx, hy] = hand;
  const length = Math.hypot(hx - fx, hy - fy);
  const ux = (hx - fx) / length;
  const uy = (hy - fy) / length;
  const angle = (Math.atan2(uy, ux) * 180) / Math.PI;
  const cuffX = hx - ux * thickness * 1.25;
  const cuffY = hy - uy * thickness * 1.25;
  canvas.add(
    `<path d="M${n(fx)} ${n(fy)}L${n(cuffX)} ${n(cuffY)}" stroke="${sleeve}" stroke-width="${thickness * 1.15}"/>`,
    // Shade on the sleeve's lower side: the light comes from above.
    `<path d="M${n(fx - uy * thickness * 0.35)} ${n(fy + ux * thickness * 0.35)}L${n(cuffX - uy * thickness * 0.35)} ${n(cuffY + ux * thickness * 0.35)}" stroke="${darker(sleeve, 0.25)}" stroke-width="${thickness * 0.42}"/>`,
    `<path d="M${n(cuffX - ux * 6)} ${n(cuffY - uy * 6)}L${n(cuffX + ux * 34)} ${n(cuffY + uy * 34)}" stroke="${lighter(sleeve, 0.18)}" stroke-width="${thickness * 1.1}"/>`,
    `<path d="M${n(cuffX + ux * 30)} ${n(cuffY + uy * 30)}L${n(hx - ux * thickness * 0.3)} ${n(hy - uy * thickness * 0.3)}" stroke="${skin}" stroke-width="${thickness * 0.78}" stroke-linecap="round"/>`,
    placed(
      hx,
      hy,
      angle,
      thickness / 130,
      // A hand closed on a handle lying along +x: the back of the hand towards the wrist, four
      // fingers wrapped over the handle, the thumb laid along it towards the tool.
      `<path d="M-110 -62C-60 -84 0 -80 34 -62L44 62C0 80 -60 82 -110 62Z" fill="${skin}"/>` +
        [0, 1, 2, 3]
          .map(
            (finger) =>
              `<rect x="${-14 + finger * 31}" y="-40" width="34" height="${108 - finger * 10}" rx="17" fill="${finger % 2 === 0 ? skin : darker(skin, 0.05)}" stroke="${darker(skin, 0.22)}" stroke-width="3"/>`,
          )
          .join('') +
        `<path d="M-50 -58C0 -82 76 -76 116 -56C128 -48 124 -30 110 -26C74 -32 20 -32 -40 -20Z" fill="${lighter(skin, 0.1)}" stroke="${darker(skin, 0.2)}" stroke-width="3"/>` +
        `<path d="M-90 -40C-60 -52 -30 -50 -10 -44" stroke="${lighter(skin, 0.3)}" stroke-width="8" fill="none" stroke-linecap="round" opacity="0.6"/>`,
    ),
  );
}

export interface WorkerOptions {
  /** Between the feet, on the floor. */
  readonly feet: Point;
  /** Height from feet to top of head. */
  readonly height: number;
  readonly hands: readonly [left: Point, right: Point];
  readonly shirt: string;
  readonly trousers: string;
  readonly skin: string;
  readonly hair: string;
  readonly cap?: string;
  /** Seen from behind (no face), as a worker facing the wall. */
  readonly fromBehind?: boolean;
}

/** A limb bent at its middle joint so that it reaches `to` from `from` (two equal segments). */
function limb(from: Point, to: Point, segment: number, bendSide: 1 | -1): string {
  const [ax, ay] = from;
  const [bx, by] = to;
  const distance = Math.min(Math.hypot(bx - ax, by - ay), segment * 1.98);
  const mx = (ax + bx) / 2;
  const my = (ay + by) / 2;
  const out = Math.sqrt(Math.max(segment * segment - (distance / 2) ** 2, 0));
  const length = Math.hypot(bx - ax, by - ay) || 1;
  const jx = mx + (-(by - ay) / length) * out * bendSide;
  const jy = my + ((bx - ax) / length) * out * bendSide;
  return `M${n(ax)} ${n(ay)}L${n(jx)} ${n(jy)}L${n(bx)} ${n(by)}`;
}

/** A standing worker in flat shapes: legs, torso, arms reaching for two points, head. */
export function worker(canvas: Canvas, options: WorkerOptions): void {
  const [x, y] = options.feet;
  const unit = options.height / 100;
  const hip: Point = [x, y - 47 * unit];
  const neck: Point = [x, y - 82 * unit];
  const shoulders: readonly [Point, Point] = [
    [x - 10 * unit, y - 79 * unit],
    [x + 10 * unit, y - 79 * unit],
  ];
  const limbWidth = 7.5 * unit;
  canvas.add(
    canvas.shadow(x, y, 22 * unit, 4 * unit, 0.3),
    `<path d="${limb([x - 5 * unit, hip[1]], [x - 9 * unit, y - 2 * unit], 22.8 * unit, 1)}" stroke="${options.trousers}" stroke-width="${limbWidth * 1.25}" fill="none" stroke-linejoin="round"/>`,
    `<path d="${limb([x + 5 * unit, hip[1]], [x + 9 * unit, y - 2 * unit], 22.8 * unit, -1)}" stroke="${darker(options.trousers, 0.12)}" stroke-width="${limbWidth * 1.25}" fill="none" stroke-linejoin="round"/>`,
    `<path d="M${n(x - 15 * unit)} ${n(y - 1 * unit)}h${n(13 * unit)}v${n(-5 * unit)}h${n(-10 * unit)}Z M${n(x + 2 * unit)} ${n(y - 1 * unit)}h${n(14 * unit)}v${n(-5 * unit)}h${n(-11 * unit)}Z" fill="#3a3430"/>`,
    `<path d="M${n(x - 13 * unit)} ${n(neck[1] + 2 * unit)}Q${n(x)} ${n(neck[1] - 2 * unit)} ${n(x + 13 * unit)} ${n(neck[1] + 2 * unit)}L${n(x + 11 * unit)} ${n(hip[1] + 2 * unit)}H${n(x - 11 * unit)}Z" fill="${options.shirt}"/>`,
    `<path d="M${n(x + 2 * unit)} ${n(neck[1] + 2 * unit)}L${n(x + 13 * unit)} ${n(neck[1] + 2 * unit)}L${n(x + 11 * unit)} ${n(hip[1] + 2 * unit)}H${n(x + 3 * unit)}Z" fill="${darker(options.shirt, 0.12)}"/>`,
    `<rect x="${n(x - 11.5 * unit)}" y="${n(hip[1] - 2 * unit)}" width="${n(23 * unit)}" height="${n(5 * unit)}" fill="${darker(options.trousers, 0.2)}"/>`,
  );
  const [left, right] = options.hands;
  for (const [shoulder, hand, side] of [
    [shoulders[0], left, -1],
    [shoulders[1], right, 1],
  ] as const) {
    canvas.add(
      `<path d="${limb(shoulder, hand, 17 * unit, side === 1 ? 1 : -1)}" stroke="${side === 1 ? darker(options.shirt, 0.08) : options.shirt}" stroke-width="${limbWidth}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
      `<circle cx="${n(hand[0])}" cy="${n(hand[1])}" r="${n(3.6 * unit)}" fill="${options.skin}"/>`,
    );
  }
  const headY = y - 91 * unit;
  canvas.add(
    `<rect x="${n(x - 3 * unit)}" y="${n(headY + 5 * unit)}" width="${n(6 * unit)}" height="${n(6 * unit)}" fill="${darker(options.skin, 0.1)}"/>`,
    `<ellipse cx="${n(x)}" cy="${n(headY)}" rx="${n(7.2 * unit)}" ry="${n(8.4 * unit)}" fill="${options.skin}"/>`,
    options.fromBehind
      ? `<path d="M${n(x - 7.4 * unit)} ${n(headY + 2 * unit)}C${n(x - 8 * unit)} ${n(headY - 10 * unit)} ${n(x + 8 * unit)} ${n(headY - 10 * unit)} ${n(x + 7.4 * unit)} ${n(headY + 2 * unit)}C${n(x + 6 * unit)} ${n(headY + 7 * unit)} ${n(x - 6 * unit)} ${n(headY + 7 * unit)} ${n(x - 7.4 * unit)} ${n(headY + 2 * unit)}Z" fill="${options.hair}"/>`
      : `<path d="M${n(x - 7.4 * unit)} ${n(headY)}C${n(x - 8 * unit)} ${n(headY - 11 * unit)} ${n(x + 8 * unit)} ${n(headY - 11 * unit)} ${n(x + 7.4 * unit)} ${n(headY - 1 * unit)}C${n(x + 3 * unit)} ${n(headY - 5 * unit)} ${n(x - 3 * unit)} ${n(headY - 4 * unit)} ${n(x - 7.4 * unit)} ${n(headY)}Z" fill="${options.hair}"/>` +
          `<circle cx="${n(x - 2.6 * unit)}" cy="${n(headY + 1 * unit)}" r="${n(0.8 * unit)}" fill="#2b2420"/><circle cx="${n(x + 2.6 * unit)}" cy="${n(headY + 1 * unit)}" r="${n(0.8 * unit)}" fill="#2b2420"/>` +
          `<path d="M${n(x - 2 * unit)} ${n(headY + 4.5 * unit)}q${n(2 * unit)} ${n(1.5 * unit)} ${n(4 * unit)} 0" stroke="#8a4a3a" stroke-width="${n(0.7 * unit)}" fill="none" stroke-linecap="round"/>`,
    options.cap === undefined
      ? ''
      : `<path d="M${n(x - 7.8 * unit)} ${n(headY - 2 * unit)}C${n(x - 8 * unit)} ${n(headY - 11 * unit)} ${n(x + 8 * unit)} ${n(headY - 11 * unit)} ${n(x + 7.8 * unit)} ${n(headY - 2 * unit)}Z" fill="${options.cap}"/><rect x="${n(x - 9 * unit)}" y="${n(headY - 3 * unit)}" width="${n(18 * unit)}" height="${n(2 * unit)}" rx="${n(1 * unit)}" fill="${darker(options.cap, 0.2)}"/>`,
  );
}

export interface HeldToolOptions {
  /** The tool drawn around its grip (see tools.ts). */
  readonly tool: string;
  readonly grip: Point;
  /** Direction from the grip to the tool's working end, in degrees. */
  readonly angle: number;
  readonly scale: number;
  /** Where the arm comes from, outside the picture. */
  readonly from: Point;
  readonly thickness?: number;
}

/** A tool in a hand: its soft shadow on the wall, the tool, the arm closing over its grip. */
export function heldTool(canvas: Canvas, options: HeldToolOptions): void {
  const { variation } = canvas;
  const [gx, gy] = options.grip;
  const radians = (options.angle * Math.PI) / 180;
  const reach = 220 * options.scale;
  canvas.add(
    canvas.shadow(gx + Math.cos(radians) * reach + 40, gy + Math.sin(radians) * reach + 70, reach * 0.9, reach * 0.22, 0.14),
    placed(gx, gy, options.angle, options.scale, options.tool),
  );
  arm(canvas, {
    from: options.from,
    hand: [gx - Math.cos(radians) * 30, gy - Math.sin(radians) * 30],
    sleeve: variation.pick(SLEEVES),
    skin: variation.pick(SKINS),
    thickness: options.thickness ?? 190,
  });
}

export const SLEEVES = ['#3c4a5c', '#5b6b4e', '#7a4b3a', '#2f3b4a', '#8a8f96', '#2f6f9f'] as const;
