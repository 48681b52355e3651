/**
 * People and hands, modelled in light rather than flat: a forearm with its hand closed on a tool,
 * a worker standing at work. Every limb is a tapered form shaded across its axis (lit on the key
 * light's side, core shadow, bounced light), and what is near a wall casts its soft shadow on it.
 */
import { type Canvas, LIGHT_DIRECTION, PALETTE, darker, lighter, lit, n } from './canvas.ts';

export type Point = readonly [x: number, y: number];

export const SKINS = ['#f1c7a5', '#d9a27c', '#b87a55', '#8d5a3b', '#e8b894'] as const;

/** Places SVG drawn around its own origin at (x, y), turned by `angle` degrees and scaled. */
export function placed(x: number, y: number, angle: number, scale: number, content: string): string {
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})${scale === 1 ? '' : ` scale(${Math.round(scale * 1000) / 1000})`}">${content}</g>`;
}

/**
 * The outline of a tapered limb from `a` (radius `ra`) to `b` (radius `rb`), round at both ends:
 * the two sides and a half circle at each end.
 */
export function capsule(a: Point, b: Point, ra: number, rb: number): string {
  const [ax, ay] = a;
  const [bx, by] = b;
  const length = Math.hypot(bx - ax, by - ay) || 1;
  const nx = -(by - ay) / length;
  const ny = (bx - ax) / length;
  return (
    `M${n(ax + nx * ra)} ${n(ay + ny * ra)}L${n(bx + nx * rb)} ${n(by + ny * rb)}` +
    `A${n(rb)} ${n(rb)} 0 0 0 ${n(bx - nx * rb)} ${n(by - ny * rb)}` +
    `L${n(ax - nx * ra)} ${n(ay - ny * ra)}A${n(ra)} ${n(ra)} 0 0 0 ${n(ax + nx * ra)} ${n(ay + ny * ra)}Z`
  );
}

/**
 * A limb from `a` to `b` shaded as a cylinder lit from the key light's side: the gradient runs
 * across the limb, from its lit edge to its shaded one, whatever the limb's direction.
 */
export function shadedLimb(canvas: Canvas, a: Point, b: Point, ra: number, rb: number, color: string): string {
  const [ax, ay] = a;
  const [bx, by] = b;
  const length = Math.hypot(bx - ax, by - ay) || 1;
  let nx = -(by - ay) / length;
  let ny = (bx - ax) / length;
  // The normal pointing towards the light (up and to the left) is the lit side.
  if (nx * -LIGHT_DIRECTION.x + ny * -LIGHT_DIRECTION.y < 0) {
    nx = -nx;
    ny = -ny;
  }
  const mx = (ax + bx) / 2;
  const my = (ay + by) / 2;
  const radius = Math.max(ra, rb);
  return `<path d="${capsule(a, b, ra, rb)}" fill="${canvas.rounded(color, mx + nx * radius, my + ny * radius, mx - nx * radius, my - ny * radius)}"/>`;
}

/** Where the joint of a limb bent at its middle lies, for a limb of two equal segments reaching `to` from `from`. */
function jointOf(from: Point, to: Point, segment: number, bendSide: 1 | -1): Point {
  const [ax, ay] = from;
  const [bx, by] = to;
  const distance = Math.min(Math.hypot(bx - ax, by - ay), segment * 1.98);
  const out = Math.sqrt(Math.max(segment * segment - (distance / 2) ** 2, 0));
  const length = Math.hypot(bx - ax, by - ay) || 1;
  return [(ax + bx) / 2 + (-(by - ay) / length) * out * bendSide, (ay + by) / 2 + ((bx - ax) / length) * out * bendSide];
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

/**
 * A hand closed on a handle lying along +x, in its own units (130 across): the back of the hand
 * towards the wrist, four fingers wrapped over the handle, the thumb laid along it. `lightAngle`
 * is the direction the key light comes from, in the hand's own turned frame, so that its
 * modelling agrees with the scene's light.
 */
function closedHand(canvas: Canvas, skin: string, lightAngle: number): string {
  const lx = Math.cos(lightAngle) * 90;
  const ly = Math.sin(lightAngle) * 90;
  const flesh = canvas.linearAt(
    [
      [0, lit(skin, 0.28)],
      [0.45, skin],
      [1, darker(skin, 0.3)],
    ],
    -20 + lx,
    ly,
    -20 - lx,
    -ly,
  );
  const crease = darker(skin, 0.35);
  // A fine darker edge round each form keeps the hand legible at a card's size.
  const edge = darker(skin, 0.28);
  const fingers = [0, 1, 2, 3]
    .map((finger) => {
      const x = -12 + finger * 31;
      const length = 106 - finger * 11;
      return (
        `<rect x="${x}" y="-44" width="33" height="${length}" rx="16.5" stroke="${edge}" stroke-width="2.5" fill="${canvas.linearAt(
          [
            [0, lit(skin, 0.2)],
            [0.5, finger % 2 === 0 ? skin : darker(skin, 0.06)],
            [1, darker(skin, 0.32)],
          ],
          x,
          0,
          x + 33,
          0,
        )}"/>` +
        // The knuckle catching the light, and the crease between two fingers.
        `<ellipse cx="${x + 13}" cy="-22" rx="9" ry="6" fill="#ffffff" opacity="0.22"/>` +
        `<path d="M${x + 32} -30V${length - 56}" stroke="${crease}" stroke-width="3" opacity="0.55" stroke-linecap="round"/>`
      );
    })
    .join('');
  return (
    `<path d="M-118 -60C-64 -86 2 -82 36 -62L46 60C2 82 -64 84 -118 62Z" fill="${flesh}" stroke="${edge}" stroke-width="2.5"/>` +
    fingers +
    // The knuckles' ridge where the fingers leave the back of the hand.
    `<path d="M-10 -40Q40 -52 110 -40" stroke="${lit(skin, 0.45)}" stroke-width="7" fill="none" stroke-linecap="round" opacity="0.45"/>` +
    // The thumb along the handle, its nail towards the tool.
    `<path d="M-54 -60C-4 -86 78 -80 118 -58C132 -50 128 -30 112 -25C76 -31 22 -31 -42 -18Z" fill="${flesh}" stroke="${darker(skin, 0.18)}" stroke-width="2.5"/>` +
    `<path d="M94 -62C106 -60 116 -54 116 -44C108 -40 98 -42 90 -46Z" fill="${lighter(skin, 0.35)}" opacity="0.8"/>` +
    // The tendons' sheen on the back of the hand.
    `<path d="M-96 -40C-64 -54 -32 -52 -8 -46" stroke="${lit(skin, 0.5)}" stroke-width="9" fill="none" stroke-linecap="round" opacity="0.5"/>`
  );
}

/** A forearm in its sleeve ending in a closed hand, as SVG (see `arm`). */
function armSvg(canvas: Canvas, { from, hand, sleeve, skin, thickness = 130 }: ArmOptions): string {
  const [fx, fy] = from;
  const [hx, hy] = hand;
  const length = Math.hypot(hx - fx, hy - fy);
  const ux = (hx - fx) / length;
  const uy = (hy - fy) / length;
  const angle = Math.atan2(uy, ux);
  const cuff: Point = [hx - ux * thickness * 1.25, hy - uy * thickness * 1.25];
  const wrist: Point = [hx - ux * thickness * 0.3, hy - uy * thickness * 0.3];
  // The key light comes from the upper left: its direction seen from the hand's turned frame.
  const lightAngle = Math.atan2(-LIGHT_DIRECTION.y, -LIGHT_DIRECTION.x) - angle;
  // Folds of the sleeve: a few soft creases across it, closer towards the cuff.
  const folds = [0.35, 0.6, 0.78]
    .map((at) => {
      const cx = fx + (cuff[0] - fx) * at;
      const cy = fy + (cuff[1] - fy) * at;
      const half = thickness * 0.5;
      return `<path d="M${n(cx - uy * half)} ${n(cy + ux * half)}q${n(ux * 30)} ${n(uy * 30)} ${n(uy * half * 1.2)} ${n(-ux * half * 1.2)}" stroke="${darker(sleeve, 0.35)}" stroke-width="${n(thickness * 0.06)}" fill="none" stroke-linecap="round" opacity="0.45"/>`;
    })
    .join('');
  return (
    shadedLimb(canvas, from, cuff, thickness * 0.6, thickness * 0.56, sleeve) +
    folds +
    // The cuff, a band a shade lighter, and the wrist.
    shadedLimb(canvas, [cuff[0] - ux * 6, cuff[1] - uy * 6], [cuff[0] + ux * 30, cuff[1] + uy * 30], thickness * 0.57, thickness * 0.57, lighter(sleeve, 0.12)) +
    shadedLimb(canvas, [cuff[0] + ux * 30, cuff[1] + uy * 30], wrist, thickness * 0.36, thickness * 0.38, skin) +
    placed(hx, hy, (angle * 180) / Math.PI, thickness / 130, closedHand(canvas, skin, lightAngle))
  );
}

/** A forearm in its sleeve ending in a fist, casting its shadow on the wall behind (drawn after the tool it holds). */
export function arm(canvas: Canvas, options: ArmOptions): void {
  canvas.add(canvas.castShadow(armSvg(canvas, options), { distance: 70, softness: 22 }));
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

/** A standing worker modelled in light: legs, torso, arms reaching for two points, head. */
export function worker(canvas: Canvas, options: WorkerOptions): void {
  const [x, y] = options.feet;
  const unit = options.height / 100;
  const hipY = y - 47 * unit;
  const neckY = y - 82 * unit;
  const { shirt, trousers, skin, hair } = options;
  const parts: string[] = [];
  // Legs: thigh and shin each, the knees a little bent outwards, shoes on the floor.
  for (const side of [-1, 1] as const) {
    const hip: Point = [x + side * 5.5 * unit, hipY + 2 * unit];
    const ankle: Point = [x + side * 8.5 * unit, y - 4 * unit];
    // Standing, not crouching: the knees only just unlocked.
    const knee = jointOf(hip, ankle, (Math.hypot(ankle[0] - hip[0], ankle[1] - hip[1]) / 2) * 1.006, side === 1 ? -1 : 1);
    const cloth = side === 1 ? darker(trousers, 0.06) : trousers;
    parts.push(
      shadedLimb(canvas, hip, knee, 5.2 * unit, 4.3 * unit, cloth),
      shadedLimb(canvas, knee, ankle, 4.3 * unit, 3.6 * unit, cloth),
      `<path d="M${n(ankle[0] - 5 * unit + side * 2 * unit)} ${n(y)}C${n(ankle[0] - 5 * unit + side * 2 * unit)} ${n(y - 6 * unit)} ${n(ankle[0] + 5 * unit + side * 2 * unit)} ${n(y - 7 * unit)} ${n(ankle[0] + 7 * unit + side * 3 * unit)} ${n(y - 1 * unit)}V${n(y)}Z" fill="${canvas.linearAt(
        [
          [0, '#4a4440'],
          [1, PALETTE.ink],
        ],
        0,
        y - 7 * unit,
        0,
        y,
      )}"/>`,
    );
  }
  // The torso: shoulders wider than the waist, lit on the left, the shaded side cool.
  const torso =
    `M${n(x - 13.5 * unit)} ${n(neckY + 2.5 * unit)}Q${n(x)} ${n(neckY - 1.5 * unit)} ${n(x + 13.5 * unit)} ${n(neckY + 2.5 * unit)}` +
    `C${n(x + 14.5 * unit)} ${n(neckY + 12 * unit)} ${n(x + 11 * unit)} ${n(hipY - 8 * unit)} ${n(x + 11.5 * unit)} ${n(hipY + 3 * unit)}` +
    `H${n(x - 11.5 * unit)}C${n(x - 11 * unit)} ${n(hipY - 8 * unit)} ${n(x - 14.5 * unit)} ${n(neckY + 12 * unit)} ${n(x - 13.5 * unit)} ${n(neckY + 2.5 * unit)}Z`;
  parts.push(
    `<path d="${torso}" fill="${canvas.rounded(shirt, x - 16 * unit, 0, x + 16 * unit, 0)}"/>`,
    // A seam down the front (or the back), a pocket, the belt.
    `<path d="M${n(x + 0.5 * unit)} ${n(neckY + 2 * unit)}V${n(hipY + 2 * unit)}" stroke="${darker(shirt, 0.25)}" stroke-width="${n(0.5 * unit)}" opacity="0.6"/>`,
    options.fromBehind ? '' : `<rect x="${n(x - 9 * unit)}" y="${n(neckY + 8 * unit)}" width="${n(6 * unit)}" height="${n(5 * unit)}" rx="${n(0.8 * unit)}" fill="none" stroke="${darker(shirt, 0.22)}" stroke-width="${n(0.45 * unit)}"/>`,
    `<rect x="${n(x - 11.8 * unit)}" y="${n(hipY - 1.5 * unit)}" width="${n(23.6 * unit)}" height="${n(4.5 * unit)}" rx="${n(1 * unit)}" fill="${canvas.rounded(darker(trousers, 0.25), x - 12 * unit, 0, x + 12 * unit, 0)}"/>`,
  );
  // Arms: upper arm and forearm, elbows out, a hand at each end.
  const [left, right] = options.hands;
  for (const [side, hand] of [
    [-1, left],
    [1, right],
  ] as const) {
    const shoulder: Point = [x + side * 11 * unit, neckY + 3.5 * unit];
    const elbow = jointOf(shoulder, hand, 16.5 * unit, side === 1 ? 1 : -1);
    const sleeve = side === 1 ? darker(shirt, 0.05) : shirt;
    parts.push(
      shadedLimb(canvas, shoulder, elbow, 4.4 * unit, 3.7 * unit, sleeve),
      shadedLimb(canvas, elbow, hand, 3.7 * unit, 2.6 * unit, sleeve),
      `<circle cx="${n(hand[0])}" cy="${n(hand[1])}" r="${n(3.3 * unit)}" fill="${canvas.radialAt(
        [
          [0, lit(skin, 0.25)],
          [1, darker(skin, 0.25)],
        ],
        hand[0] - 1.5 * unit,
        hand[1] - 1.5 * unit,
        4.5 * unit,
      )}"/>`,
    );
  }
  // Neck and head: skin lit from the upper left, hair with a sheen, a face unless seen from behind.
  const headY = y - 91 * unit;
  const head = canvas.radialAt(
    [
      [0, lit(skin, 0.3)],
      [0.6, skin],
      [1, darker(skin, 0.28)],
    ],
    x - 3 * unit,
    headY - 3 * unit,
    11 * unit,
  );
  parts.push(
    `<rect x="${n(x - 3.2 * unit)}" y="${n(headY + 5 * unit)}" width="${n(6.4 * unit)}" height="${n(6 * unit)}" fill="${darker(skin, 0.2)}"/>`,
    `<ellipse cx="${n(x)}" cy="${n(headY)}" rx="${n(7.2 * unit)}" ry="${n(8.4 * unit)}" fill="${head}"/>`,
    `<ellipse cx="${n(x - 7 * unit)}" cy="${n(headY + 1 * unit)}" rx="${n(1.3 * unit)}" ry="${n(2.2 * unit)}" fill="${skin}"/><ellipse cx="${n(x + 7 * unit)}" cy="${n(headY + 1 * unit)}" rx="${n(1.3 * unit)}" ry="${n(2.2 * unit)}" fill="${darker(skin, 0.15)}"/>`,
  );
  const hairFill = canvas.radialAt(
    [
      [0, lighter(hair, 0.3)],
      [1, hair],
    ],
    x - 3 * unit,
    headY - 8 * unit,
    9 * unit,
  );
  if (options.fromBehind) {
    parts.push(
      `<path d="M${n(x - 7.4 * unit)} ${n(headY + 2 * unit)}C${n(x - 8 * unit)} ${n(headY - 10 * unit)} ${n(x + 8 * unit)} ${n(headY - 10 * unit)} ${n(x + 7.4 * unit)} ${n(headY + 2 * unit)}C${n(x + 6 * unit)} ${n(headY + 7 * unit)} ${n(x - 6 * unit)} ${n(headY + 7 * unit)} ${n(x - 7.4 * unit)} ${n(headY + 2 * unit)}Z" fill="${hairFill}"/>`,
    );
  } else {
    const eyes = [-2.6, 2.6].map((dx) => `<ellipse cx="${n(x + dx * unit)}" cy="${n(headY + 1 * unit)}" rx="${n(0.75 * unit)}" ry="${n(0.9 * unit)}" fill="${PALETTE.ink}"/>`).join('');
    parts.push(
      `<path d="M${n(x - 7.4 * unit)} ${n(headY)}C${n(x - 8 * unit)} ${n(headY - 11 * unit)} ${n(x + 8 * unit)} ${n(headY - 11 * unit)} ${n(x + 7.4 * unit)} ${n(headY - 1 * unit)}C${n(x + 3 * unit)} ${n(headY - 5 * unit)} ${n(x - 3 * unit)} ${n(headY - 4 * unit)} ${n(x - 7.4 * unit)} ${n(headY)}Z" fill="${hairFill}"/>`,
      eyes,
      // Brows, the shade beside the nose, the mouth.
      `<path d="M${n(x - 3.8 * unit)} ${n(headY - 1.4 * unit)}h${n(2.4 * unit)}M${n(x + 1.4 * unit)} ${n(headY - 1.4 * unit)}h${n(2.4 * unit)}" stroke="${darker(hair, 0.1)}" stroke-width="${n(0.6 * unit)}" stroke-linecap="round"/>`,
      `<path d="M${n(x + 0.4 * unit)} ${n(headY + 1.5 * unit)}l${n(0.9 * unit)} ${n(2.2 * unit)}h${n(-1.3 * unit)}" stroke="${darker(skin, 0.3)}" stroke-width="${n(0.45 * unit)}" fill="none" stroke-linejoin="round"/>`,
      `<path d="M${n(x - 2 * unit)} ${n(headY + 5 * unit)}q${n(2 * unit)} ${n(1.3 * unit)} ${n(4 * unit)} 0" stroke="#8a4a3a" stroke-width="${n(0.6 * unit)}" fill="none" stroke-linecap="round"/>`,
    );
  }
  if (options.cap !== undefined) {
    parts.push(
      `<path d="M${n(x - 7.8 * unit)} ${n(headY - 2 * unit)}C${n(x - 8 * unit)} ${n(headY - 11.5 * unit)} ${n(x + 8 * unit)} ${n(headY - 11.5 * unit)} ${n(x + 7.8 * unit)} ${n(headY - 2 * unit)}Z" fill="${canvas.rounded(options.cap, x - 8 * unit, headY - 8 * unit, x + 8 * unit, headY)}"/>`,
      `<rect x="${n(x - 9 * unit)}" y="${n(headY - 3 * unit)}" width="${n(18 * unit)}" height="${n(2 * unit)}" rx="${n(1 * unit)}" fill="${darker(options.cap, 0.25)}"/>`,
    );
  }
  canvas.add(
    // The shadow the figure throws along the floor, away from the light, and where its feet press.
    `<path d="M${n(x - 14 * unit)} ${n(y)}L${n(x + 14 * unit)} ${n(y)}L${n(x + 44 * unit)} ${n(y + 9 * unit)}L${n(x + 16 * unit)} ${n(y + 10 * unit)}Z" fill="${canvas.linearAt(
      [
        [0, PALETTE.shade, 0.28],
        [1, PALETTE.shade, 0],
      ],
      x,
      y,
      x + 44 * unit,
      y + 9 * unit,
    )}"/>`,
    canvas.shadow(x, y, 20 * unit, 3.2 * unit, 0.4),
    parts.join(''),
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

/** A tool in a hand, close to the wall: the tool, the arm closing over its grip, and their shadow on the wall. */
export function heldTool(canvas: Canvas, options: HeldToolOptions): void {
  const { variation } = canvas;
  const [gx, gy] = options.grip;
  const radians = (options.angle * Math.PI) / 180;
  canvas.add(
    canvas.castShadow(
      placed(gx, gy, options.angle, options.scale, options.tool) +
        armSvg(canvas, {
          from: options.from,
          hand: [gx - Math.cos(radians) * 30, gy - Math.sin(radians) * 30],
          sleeve: variation.pick(SLEEVES),
          skin: variation.pick(SKINS),
          thickness: options.thickness ?? 190,
        }),
      { distance: 80, softness: 26 },
    ),
  );
}

export const SLEEVES = [PALETTE.brandDeep, '#5b6b4e', '#7a4b3a', '#2f3b4a', '#8a8f96', PALETTE.brand] as const;
