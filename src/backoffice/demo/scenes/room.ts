/** Backdrops shared by the scenes: a room lit by a window, a wall seen close up, the vignette. */
import { type Canvas, HEIGHT, WIDTH, darker, lighter, mix, n } from './canvas.ts';

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
}

/** A room: wall, window with the sky of the variation's time of day, floor, skirting, daylight. */
export function interior(canvas: Canvas, options: InteriorOptions = {}): void {
  const { time } = canvas.variation;
  const wall = options.wall ?? canvas.variation.wall;
  const floorY = options.floorY ?? 930;
  const opening = options.window === undefined ? { x: 120, y: 170, width: 360, height: 520 } : options.window;
  canvas.add(
    `<rect width="${WIDTH}" height="${floorY}" fill="${canvas.linear([
      [0, lighter(wall, 0.2)],
      [1, darker(wall, 0.08)],
    ])}"/>`,
  );
  if (opening !== null) windowIn(canvas, opening);
  floorOf(canvas, options.floor ?? 'wood', floorY);
  if (opening !== null) {
    // The patch of daylight the window throws on the floor, and its glow on the wall.
    const { x, width } = opening;
    canvas.add(
      `<path d="M${n(x)} ${floorY}L${n(x + width)} ${floorY}L${n(x + width * 2.6)} ${HEIGHT}L${n(x + width * 0.6)} ${HEIGHT}Z" fill="${canvas.linear([
        [0, time.light, time.lightStrength * 0.9],
        [1, time.light, 0],
      ])}"/>`,
      `<rect width="${WIDTH}" height="${floorY}" fill="${canvas.radial(
        [
          [0, time.light, time.lightStrength * 0.7],
          [1, time.light, 0],
        ],
        (x + width / 2) / WIDTH,
        0.4,
        0.7,
      )}"/>`,
    );
  }
}

/** A window with its frame, sill, sky and the suggestion of a tree outside. */
function windowIn(canvas: Canvas, { x, y, width, height }: Opening): void {
  const { time } = canvas.variation;
  const frame = '#fbfaf6';
  const reveal = darker(canvas.variation.wall, 0.12);
  canvas.add(
    `<rect x="${n(x - 26)}" y="${n(y - 26)}" width="${n(width + 52)}" height="${n(height + 52)}" rx="6" fill="${reveal}"/>`,
    `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" fill="${canvas.linear([
      [0, time.sky[0]],
      [1, time.sky[1]],
    ])}"/>`,
    // Distant hills and a tree, clipped to the glass by staying inside it.
    `<path d="M${n(x)} ${n(y + height * 0.78)}Q${n(x + width * 0.3)} ${n(y + height * 0.66)} ${n(x + width * 0.6)} ${n(y + height * 0.74)}T${n(x + width)} ${n(y + height * 0.7)}V${n(y + height)}H${n(x)}Z" fill="${mix('#9fbf8f', time.sky[1], 0.35)}"/>`,
    `<circle cx="${n(x + width * 0.72)}" cy="${n(y + height * 0.62)}" r="${n(width * 0.2)}" fill="${mix('#7fa56f', time.sky[1], 0.2)}"/>`,
    `<rect x="${n(x + width * 0.71)}" y="${n(y + height * 0.7)}" width="${n(width * 0.03)}" height="${n(height * 0.2)}" fill="#7a6650"/>`,
    `<path d="M${n(x)} ${n(y)}h${n(width)}v${n(height)}h${n(-width)}Z M${n(x + 18)} ${n(y + 18)}v${n(height - 36)}h${n(width / 2 - 27)}v${n(-(height - 36))}Z M${n(x + width / 2 + 9)} ${n(y + 18)}v${n(height - 36)}h${n(width / 2 - 27)}v${n(-(height - 36))}Z" fill="${frame}" fill-rule="evenodd"/>`,
    `<rect x="${n(x + 18)}" y="${n(y + height * 0.45)}" width="${n(width - 36)}" height="14" fill="${frame}"/>`,
    // Glass reflections.
    `<path d="M${n(x + 40)} ${n(y + 60)}l60 -30v80l-60 30Z" fill="#ffffff" opacity="0.35"/>`,
    `<rect x="${n(x - 44)}" y="${n(y + height + 8)}" width="${n(width + 88)}" height="30" rx="4" fill="${lighter(frame, 0)}"/>`,
    `<rect x="${n(x - 44)}" y="${n(y + height + 34)}" width="${n(width + 88)}" height="12" fill="${darker(canvas.variation.wall, 0.25)}" opacity="0.35"/>`,
  );
}

function floorOf(canvas: Canvas, kind: NonNullable<InteriorOptions['floor']>, floorY: number): void {
  if (kind === 'none') return;
  const depth = HEIGHT - floorY;
  const base = kind === 'wood' ? '#c89b6d' : kind === 'tiles' ? '#d9d4cb' : '#b9b4aa';
  canvas.add(
    `<rect y="${floorY}" width="${WIDTH}" height="${depth}" fill="${canvas.linear([
      [0, darker(base, 0.12)],
      [1, lighter(base, 0.06)],
    ])}"/>`,
  );
  if (kind === 'wood') {
    // Boards running away from the viewer, converging to a point above the floor.
    const lines: string[] = [];
    for (let index = -8; index <= 16; index++) {
      const top = index * 110;
      lines.push(`M${n(top)} ${floorY}L${n(WIDTH / 2 + (top - WIDTH / 2) * 2.4)} ${HEIGHT}`);
    }
    canvas.add(`<path d="${lines.join('')}" stroke="${darker(base, 0.25)}" stroke-width="3" opacity="0.45"/>`);
  } else if (kind === 'tiles') {
    const lines: string[] = [];
    for (let index = -8; index <= 16; index++) lines.push(`M${n(index * 120)} ${floorY}L${n(WIDTH / 2 + (index * 120 - WIDTH / 2) * 2.2)} ${HEIGHT}`);
    for (let row = 1; row < 5; row++) lines.push(`M0 ${n(floorY + depth * (row / 5) ** 1.4)}H${WIDTH}`);
    canvas.add(`<path d="${lines.join('')}" stroke="#ffffff" stroke-width="4" opacity="0.6"/>`);
  }
  // Skirting board and the soft shadow where the wall meets the floor.
  canvas.add(
    `<rect y="${floorY - 46}" width="${WIDTH}" height="46" fill="${lighter(canvas.variation.wall, 0.45)}"/>`,
    `<rect y="${floorY - 46}" width="${WIDTH}" height="6" fill="#ffffff" opacity="0.7"/>`,
    `<rect y="${floorY}" width="${WIDTH}" height="40" fill="${canvas.linear([
      [0, '#1b2330', 0.22],
      [1, '#1b2330', 0],
    ])}"/>`,
  );
}

/** A wall filling the whole picture, lit from the side, with the fine grain of plaster. */
export function wallCloseUp(canvas: Canvas, wall = canvas.variation.wall): void {
  const { time, random } = canvas.variation;
  canvas.add(
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${canvas.linear(
      [
        [0, mix(lighter(wall, 0.35), time.light, 0.3)],
        [0.55, wall],
        [1, darker(wall, 0.16)],
      ],
      0,
      0,
      1,
      0.35,
    )}"/>`,
  );
  const specks: string[] = [];
  for (let index = 0; index < 70; index++) {
    specks.push(`M${n(random() * WIDTH)} ${n(random() * HEIGHT)}h${n(2 + random() * 5)}`);
  }
  canvas.add(`<path d="${specks.join('')}" stroke="${darker(wall, 0.2)}" stroke-width="3" stroke-linecap="round" opacity="0.35"/>`);
}

/** Darkened corners: pulls the eye to the subject as a photograph's lens does. */
export function vignette(canvas: Canvas): void {
  canvas.add(
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${canvas.radial(
      [
        [0.55, '#1b2330', 0],
        [1, '#1b2330', 0.28],
      ],
      0.5,
      0.5,
      0.75,
    )}"/>`,
  );
}
