/**
 * Backdrops shared by the scenes: a room lit by a window, a wall seen close up, and the finish
 * every picture ends with. They carry most of the art direction's light (decision 197): daylight
 * from the window falling across the wall and the floor, ambient occlusion where planes meet,
 * the grain of plaster on the walls, and a grade that warms the lit side and cools the far one.
 * They draw across the canvas's frame, the push visual's or the wide banner's.
 */
import { type Canvas, PALETTE, darker, lighter, lit, mix, n } from './canvas.ts';

export interface Opening {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface InteriorOptions {
  readonly wall?: string;
  /** Where the wall meets the floor. */
  readonly floorY?: number;
  readonly window?: Opening | null;
  readonly floor?: 'wood' | 'tiles' | 'concrete' | 'none';
  /** How much the plaster's grain shows on the wall (see Canvas.plaster); 0 for none. */
  readonly grain?: number;
}

/** A room: wall, window with the sky of the variation's time of day, floor, skirting, daylight. */
export function interior(canvas: Canvas, options: InteriorOptions = {}): void {
  const { time } = canvas.variation;
  const { width, height } = canvas;
  const wall = options.wall ?? canvas.variation.wall;
  const floorY = options.floorY ?? 930;
  const opening = options.window === undefined ? { x: 120, y: 170, width: 360, height: 520 } : options.window;
  const lightX = opening === null ? 0 : opening.x + opening.width / 2;
  canvas.add(
    // The wall: brightest beside the window, turning cool and darker away from it.
    `<rect width="${width}" height="${floorY}" fill="${canvas.linearAt(
      [
        [0, lit(lighter(wall, 0.18), 0.2)],
        [0.55, wall],
        [1, darker(wall, 0.16)],
      ],
      lightX,
      0,
      lightX + width * 0.95,
      floorY * 0.5,
    )}"/>`,
  );
  if (options.grain !== 0) plasterSurface(canvas, { x: 0, y: 0, width, height: floorY }, options.grain ?? 0.3);
  // Ambient occlusion under the ceiling line and in the room's far corner.
  canvas.add(
    `<rect width="${width}" height="${n(floorY * 0.22)}" fill="${canvas.linear([
      [0, PALETTE.shade, 0.16],
      [1, PALETTE.shade, 0],
    ])}"/>`,
  );
  if (opening !== null) windowIn(canvas, opening, wall, floorY);
  floorOf(canvas, options.floor ?? 'wood', floorY, wall);
  if (opening !== null) {
    // The sunlit patch the window throws down and across the floor, soft at its edges, and the
    // glow of the daylight on the wall round the window.
    const { x, width: openingWidth } = opening;
    canvas.add(
      canvas.blurred(
        `<path d="M${n(x + openingWidth * 0.1)} ${floorY + 6}L${n(x + openingWidth * 0.95)} ${floorY + 6}L${n(x + openingWidth * 2.7)} ${height}L${n(x + openingWidth * 0.9)} ${height}Z" fill="${canvas.linear([
          [0, time.light, time.lightStrength * 0.95],
          [1, time.light, time.lightStrength * 0.25],
        ])}"/>`,
        14,
      ),
      `<rect width="${width}" height="${floorY}" fill="${canvas.radialAt(
        [
          [0, time.light, time.lightStrength * 0.75],
          [0.5, time.light, time.lightStrength * 0.2],
          [1, time.light, 0],
        ],
        x + openingWidth / 2,
        opening.y + opening.height * 0.45,
        Math.max(opening.width, opening.height) * 1.6,
      )}"/>`,
    );
  }
}

/** A window with its deep reveal, frame, sill, the sky and the garden beyond. */
function windowIn(canvas: Canvas, { x, y, width, height }: Opening, wall: string, floorY: number): void {
  const { time } = canvas.variation;
  const frame = '#fbfaf6';
  const reveal = darker(wall, 0.14);
  canvas.add(
    // The reveal: the wall's thickness, in shade at the top and on the far side.
    `<rect x="${n(x - 26)}" y="${n(y - 26)}" width="${n(width + 52)}" height="${n(height + 52)}" rx="4" fill="${canvas.linear(
      [
        [0, lighter(reveal, 0.25)],
        [1, darker(reveal, 0.15)],
      ],
      0,
      0,
      1,
      0,
    )}"/>`,
    `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" fill="${canvas.linear([
      [0, time.sky[0]],
      [1, time.sky[1]],
    ])}"/>`,
    // Distant hills and a tree, hazy with distance, clipped to the glass by staying inside it.
    `<path d="M${n(x)} ${n(y + height * 0.78)}Q${n(x + width * 0.3)} ${n(y + height * 0.66)} ${n(x + width * 0.6)} ${n(y + height * 0.74)}T${n(x + width)} ${n(y + height * 0.7)}V${n(y + height)}H${n(x)}Z" fill="${mix('#9fbf8f', time.sky[1], 0.45)}"/>`,
    `<circle cx="${n(x + width * 0.72)}" cy="${n(y + height * 0.62)}" r="${n(width * 0.2)}" fill="${mix('#7fa56f', time.sky[1], 0.3)}"/>`,
    `<circle cx="${n(x + width * 0.66)}" cy="${n(y + height * 0.58)}" r="${n(width * 0.11)}" fill="${mix('#a3c58f', time.sky[1], 0.25)}"/>`,
    `<rect x="${n(x + width * 0.71)}" y="${n(y + height * 0.7)}" width="${n(width * 0.03)}" height="${n(height * 0.2)}" fill="#7a6650"/>`,
    // Light flooding in: the glass glows brighter than anything else in the room.
    `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" fill="${time.light}" opacity="0.28"/>`,
    `<path d="M${n(x)} ${n(y)}h${n(width)}v${n(height)}h${n(-width)}Z M${n(x + 18)} ${n(y + 18)}v${n(height - 36)}h${n(width / 2 - 27)}v${n(-(height - 36))}Z M${n(x + width / 2 + 9)} ${n(y + 18)}v${n(height - 36)}h${n(width / 2 - 27)}v${n(-(height - 36))}Z" fill="${frame}" fill-rule="evenodd"/>`,
    `<rect x="${n(x + 18)}" y="${n(y + height * 0.45)}" width="${n(width - 36)}" height="14" fill="${frame}"/>`,
    // The frame's shaded inner edges and a reflection on the glass.
    `<path d="M${n(x + 18)} ${n(y + 18)}h${n(width / 2 - 27)}M${n(x + width / 2 + 9)} ${n(y + 18)}h${n(width / 2 - 27)}" stroke="${darker(frame, 0.25)}" stroke-width="6"/>`,
    `<path d="M${n(x + 40)} ${n(y + 70)}l${n(width * 0.2)} ${n(-width * 0.1)}v${n(height * 0.18)}l${n(-width * 0.2)} ${n(width * 0.1)}Z" fill="#ffffff" opacity="0.3"/>`,
    `<rect x="${n(x - 44)}" y="${n(y + height + 8)}" width="${n(width + 88)}" height="30" rx="4" fill="${canvas.linear([
      [0, '#ffffff'],
      [1, darker(frame, 0.12)],
    ])}"/>`,
    `<rect x="${n(x - 44)}" y="${n(y + height + 38)}" width="${n(width + 88)}" height="${n(Math.min(60, floorY - y - height - 60))}" fill="${canvas.linear([
      [0, PALETTE.shade, 0.3],
      [1, PALETTE.shade, 0],
    ])}"/>`,
  );
}

function floorOf(canvas: Canvas, kind: NonNullable<InteriorOptions['floor']>, floorY: number, wall: string): void {
  if (kind === 'none') return;
  const { width, height } = canvas;
  const { random } = canvas.variation;
  const depth = height - floorY;
  const base = kind === 'wood' ? PALETTE.oak : kind === 'tiles' ? '#d9d4cb' : '#b9b4aa';
  canvas.add(
    `<rect y="${floorY}" width="${width}" height="${depth}" fill="${canvas.linear([
      [0, darker(base, 0.16)],
      [1, lit(base, 0.08)],
    ])}"/>`,
  );
  // Lines running away from the viewer converge above the floor's middle.
  const vanishing = width / 2;
  if (kind === 'wood') {
    // Boards of slightly different tones, their joints, and the grain.
    const boards: string[] = [];
    const joints: string[] = [];
    for (let top = -900; top <= width + 900; top += 110) {
      const bottom = vanishing + (top - vanishing) * 2.4;
      const next = vanishing + (top + 110 - vanishing) * 2.4;
      const tone = random();
      if (tone < 0.45) boards.push(`<path d="M${n(top)} ${floorY}L${n(top + 110)} ${floorY}L${n(next)} ${height}L${n(bottom)} ${height}Z" fill="${tone < 0.2 ? darker(base, 0.2) : lit(base, 0.25)}" opacity="0.35"/>`);
      joints.push(`M${n(top)} ${floorY}L${n(bottom)} ${height}`);
      const end = floorY + depth * (0.2 + random() * 0.7);
      const t = (end - floorY) / depth;
      joints.push(`M${n(top + (bottom - top) * t)} ${n(end)}L${n(top + 110 + (next - top - 110) * t)} ${n(end)}`);
    }
    canvas.add(...boards, `<path d="${joints.join('')}" stroke="${darker(base, 0.4)}" stroke-width="3" opacity="0.5"/>`);
  } else if (kind === 'tiles') {
    const lines: string[] = [];
    for (let top = -960; top <= width + 960; top += 120) lines.push(`M${n(top)} ${floorY}L${n(vanishing + (top - vanishing) * 2.2)} ${height}`);
    for (let row = 1; row < 5; row++) lines.push(`M0 ${n(floorY + depth * (row / 5) ** 1.4)}H${width}`);
    canvas.add(`<path d="${lines.join('')}" stroke="#ffffff" stroke-width="4" opacity="0.6"/>`);
  } else {
    canvas.add(`<rect y="${floorY}" width="${width}" height="${depth}" fill="${canvas.plaster(0.45, 1.4)}"/>`);
  }
  // Skirting board, and the occlusion where the wall meets the floor, darkest in the join.
  canvas.add(
    `<rect y="${floorY - 46}" width="${width}" height="46" fill="${canvas.linear([
      [0, '#ffffff'],
      [0.3, lighter(wall, 0.45)],
      [1, darker(lighter(wall, 0.3), 0.12)],
    ])}"/>`,
    `<rect y="${floorY - 110}" width="${width}" height="64" fill="${canvas.linear([
      [0, PALETTE.shade, 0],
      [1, PALETTE.shade, 0.1],
    ])}"/>`,
    `<rect y="${floorY}" width="${width}" height="70" fill="${canvas.linear([
      [0, PALETTE.shade, 0.38],
      [0.3, PALETTE.shade, 0.14],
      [1, PALETTE.shade, 0],
    ])}"/>`,
  );
}

/** A wall filling the whole picture, raked by the key light from the upper left, with the grain of its plaster. */
export function wallCloseUp(canvas: Canvas, wall = canvas.variation.wall, grain = 0.4): void {
  const { time } = canvas.variation;
  const { width, height } = canvas;
  canvas.add(
    `<rect width="${width}" height="${height}" fill="${canvas.linear(
      [
        [0, mix(lighter(wall, 0.35), time.light, 0.35)],
        [0.5, wall],
        [1, darker(wall, 0.18)],
      ],
      0,
      0,
      1,
      0.45,
    )}"/>`,
  );
  plasterSurface(canvas, { x: 0, y: 0, width, height }, grain);
  canvas.add(
    // A soft pool of daylight on the upper left of the wall.
    `<rect width="${width}" height="${height}" fill="${canvas.radialAt(
      [
        [0, time.light, time.lightStrength * 0.6],
        [1, time.light, 0],
      ],
      width * 0.2,
      height * 0.15,
      Math.max(width, height) * 0.7,
    )}"/>`,
  );
}

export interface SunPatch {
  /** The patch's upper left corner, its size and how far its lower edge is pushed right by the slanting light. */
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly slant: number;
  /** Panes across and down: the shadows of the window's bars cross the patch. */
  readonly panes: readonly [across: number, down: number];
  /** Soft edges of a sun low in the sky; sharper when the window is near. */
  readonly softness?: number;
}

/**
 * Sunlight through a window out of the picture (upper left) falling on a wall or a floor: a
 * slanted patch of the key light's colour crossed by the shadows of the window's bars.
 */
export function sunPatch(canvas: Canvas, { x, y, width, height, slant, panes, softness = 12 }: SunPatch): void {
  const { time } = canvas.variation;
  const [across, down] = panes;
  const bar = Math.min(width / across, height / down) * 0.07;
  const glass: string[] = [];
  for (let column = 0; column < across; column++) {
    for (let row = 0; row < down; row++) {
      const left = x + (column * width) / across + bar / 2;
      const top = y + (row * height) / down + bar / 2;
      const paneWidth = width / across - bar;
      const paneHeight = height / down - bar;
      const shiftTop = (slant * (top - y)) / height;
      const shiftBottom = (slant * (top + paneHeight - y)) / height;
      glass.push(`M${n(left + shiftTop)} ${n(top)}h${n(paneWidth)}L${n(left + paneWidth + shiftBottom)} ${n(top + paneHeight)}h${n(-paneWidth)}Z`);
    }
  }
  canvas.add(
    canvas.blurred(
      `<path d="${glass.join('')}" fill="${canvas.linearAt(
        [
          [0, time.light, Math.min(1, time.lightStrength * 1.3)],
          [1, time.light, time.lightStrength * 0.55],
        ],
        x,
        y,
        x + width + slant,
        y + height,
      )}"/>`,
      softness,
    ),
  );
}

/**
 * The hand-finished look of a plastered surface in `area`: clouding where the coat is a little
 * thicker or thinner, the long faint sweeps of the trowel (lit along one edge, shaded along the
 * other), and the fine sand of the plaster. Drawn from the variation, so no two walls repeat.
 */
export function plasterSurface(canvas: Canvas, area: Opening, strength: number): void {
  const { random } = canvas.variation;
  const { x, y, width, height } = area;
  const clouds: string[] = [];
  for (let index = 0; index < Math.round((width * height) / 90_000); index++) {
    const light = random() < 0.5;
    clouds.push(
      `<ellipse cx="${n(x + random() * width)}" cy="${n(y + random() * height)}" rx="${n(120 + random() * 260)}" ry="${n(80 + random() * 160)}" fill="${canvas.radial([
        [0, light ? '#ffffff' : PALETTE.shade, light ? 0.35 : 0.12],
        [1, light ? '#ffffff' : PALETTE.shade, 0],
      ])}"/>`,
    );
  }
  const sweeps: string[] = [];
  for (let index = 0; index < Math.round((width * height) / 140_000); index++) {
    const sx = x + random() * width;
    const sy = y + random() * height;
    const span = 260 + random() * 420;
    const bow = (random() - 0.5) * 120;
    const arc = `M${n(sx - span / 2)} ${n(sy)}q${n(span / 2)} ${n(bow)} ${n(span)} ${n((random() - 0.5) * 60)}`;
    sweeps.push(`<path d="${arc}" stroke="#ffffff" stroke-width="10"/><path d="${arc}" stroke="${PALETTE.shade}" stroke-width="5" transform="translate(0 7)" opacity="0.6"/>`);
  }
  canvas.add(
    `<g opacity="${n(Math.min(1, strength * 1.6))}">${clouds.join('')}</g>`,
    `<g fill="none" stroke-linecap="round" opacity="${Math.round(strength * 0.22 * 1000) / 1000}">${sweeps.join('')}</g>`,
    `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" fill="${canvas.plaster(strength)}"/>`,
  );
}

/**
 * The finish every picture ends with, as a photographer's grade: the key light's warmth over the
 * lit side, a cool shade over the far one, and darkened corners that pull the eye to the subject.
 */
export function vignette(canvas: Canvas): void {
  const { time } = canvas.variation;
  const { width, height } = canvas;
  canvas.add(
    `<rect width="${width}" height="${height}" fill="${canvas.linear(
      [
        [0, time.light, 0.16],
        [0.5, time.light, 0],
        [0.75, PALETTE.shade, 0],
        [1, PALETTE.shade, 0.14],
      ],
      0,
      0,
      1,
      1,
    )}"/>`,
    `<rect width="${width}" height="${height}" fill="${canvas.radial(
      [
        [0.5, PALETTE.shade, 0],
        [1, PALETTE.shade, 0.3],
      ],
      0.5,
      0.5,
      0.78,
    )}"/>`,
  );
}

/**
 * A patch of coating laid on with a trowel in `area`: its colour, the fans of the trowel's
 * strokes (a lit ridge over a shaded one), and a soft edge where the coat thins out.
 */
export function trowelledPatch(canvas: Canvas, area: Opening, color: string): string {
  const { random } = canvas.variation;
  const { x, y, width, height } = area;
  const strokes: string[] = [];
  for (let index = 0; index < Math.round((width * height) / 15000); index++) {
    // Each fan stays inside the patch: a stroke is laid on the coat, never past its edge.
    const radius = Math.min(40 + random() * 50, width / 3, height / 3);
    const cx = x + radius + random() * (width - 2 * radius);
    const cy = y + radius + random() * (height - 2 * radius);
    const turn = n((random() - 0.5) * 60);
    strokes.push(
      `<g transform="translate(${n(cx)} ${n(cy)}) rotate(${turn})"><path d="M${n(-radius)} 10A${n(radius)} ${n(radius)} 0 0 1 ${n(radius)} 10" stroke="${darker(color, 0.2)}" stroke-width="12" opacity="0.35"/><path d="M${n(-radius * 0.92)} 4A${n(radius * 0.92)} ${n(radius * 0.92)} 0 0 1 ${n(radius * 0.92)} 4" stroke="${lit(color, 0.4)}" stroke-width="7" opacity="0.6"/></g>`,
    );
  }
  return (
    `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" rx="${n(Math.min(width, height) * 0.08)}" fill="${canvas.linear(
      [
        [0, lit(color, 0.2)],
        [1, darker(color, 0.15)],
      ],
      0,
      0,
      1,
      1,
    )}"/>` + `<g fill="none" stroke-linecap="round">${strokes.join('')}</g>`
  );
}
