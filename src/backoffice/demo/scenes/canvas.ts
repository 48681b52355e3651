/**
 * The drawing surface every scene is built on: it gathers what a scene's document defines once
 * (gradients, the soft-shadow and plaster filters, each with an id unique in its document), the
 * scene's parts in paint order, and the variation the visual's name picks (palette, time of day,
 * mirroring), so that two visuals of one subject never come out as the same drawing.
 *
 * The art direction (decision 197) lives here and in the shared modules beside it: one palette,
 * one light (a warm key from the upper left, cool shadows, never black), soft cast shadows and
 * ambient occlusion for depth, and the grain of plaster on walls.
 */

/** A picture's shape in drawing units: the push visual's 370 x 300 (spec §9) or the home page's wide banner. */
export interface Frame {
  readonly width: number;
  readonly height: number;
}

export const WIDTH = 1480;
export const HEIGHT = 1200;
export const PUSH_FRAME: Frame = { width: WIDTH, height: HEIGHT };
/** The hero's wide banner, 5:2: as tall as a push scene, so shared parts keep their scale. */
export const BANNER_FRAME: Frame = { width: 3000, height: HEIGHT };

/** A gradient stop: offset 0..1, colour, opacity (1 when left out). */
export type Stop = readonly [offset: number, color: string, opacity?: number];

/**
 * The palette every scene draws from: plaster whites and limestone for walls, the brand's deep
 * building blue and warm amber (tokens.css) for workwear, tools and packs, and a few earth and
 * garden colours that sit well beside them. Shadows are tinted with SHADE, never grey or black.
 */
export const PALETTE = {
  /** The darkest value in a scene: deep shadow, hair, rubber. */
  ink: '#1d2636',
  /** What shadows are tinted with: a cool blue that reads as shade, not dirt. */
  shade: '#2d3a55',
  brand: '#0e4c8a',
  brandDeep: '#0b3866',
  amber: '#f5a623',
  orange: '#e07b2a',
  terracotta: '#c4653f',
  sage: '#8fa58a',
  leaf: '#5e8f5a',
  ochre: '#d49a2a',
  slate: '#58667a',
  plaster: '#f7f3ec',
  oak: '#c89b6d',
  steel: '#c3cad2',
} as const;

export interface TimeOfDay {
  readonly sky: readonly [top: string, bottom: string];
  /** The colour of the key light (the window's daylight), and how strong it is. */
  readonly light: string;
  readonly lightStrength: number;
}

const TIMES: readonly TimeOfDay[] = [
  { sky: ['#8fc3e6', '#e3f1f8'], light: '#fff6e4', lightStrength: 0.55 },
  { sky: ['#f3c196', '#fdebd4'], light: '#ffe2b8', lightStrength: 0.62 },
  { sky: ['#a9c9e8', '#f3e6d6'], light: '#fff0d8', lightStrength: 0.52 },
  { sky: ['#86b5dd', '#d5e8f4'], light: '#fbf6ec', lightStrength: 0.48 },
];

/** Walls a decorator would paint: warm whites, limestone, greiges, a soft sage and a pale blue. */
const WALLS = ['#efe7da', '#e9e2d5', '#e2e4da', '#dfe5ea', '#f1e4d4', '#ebe5df', '#f3ede2', '#e4dccd'];
/** Clothes and accents: the brand's blue and amber first, then what sits well beside them. */
const ACCENTS = [PALETTE.brand, PALETTE.amber, PALETTE.orange, PALETTE.terracotta, '#3f7f6e', PALETTE.slate, PALETTE.ochre];

/** FNV-1a: a stable 32-bit number from the visual's name. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A small seeded generator (mulberry32), so a name always draws the same picture. */
function generatorOf(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** Parses `#rrggbb`. */
function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** `hex` mixed with `other` by `amount` (0 keeps hex, 1 gives other). */
export function mix(hex: string, other: string, amount: number): string {
  const [r1, g1, b1] = channels(hex);
  const [r2, g2, b2] = channels(other);
  const channel = (a: number, b: number) => Math.round(a + (b - a) * amount).toString(16).padStart(2, '0');
  return `#${channel(r1, r2)}${channel(g1, g2)}${channel(b1, b2)}`;
}

/** In shade: toward the cool shadow colour, so that a dark side stays a colour. */
export const darker = (hex: string, amount: number) => mix(hex, PALETTE.shade, amount);
export const lighter = (hex: string, amount: number) => mix(hex, '#ffffff', amount);
/** In the key light: toward its warm white. */
export const lit = (hex: string, amount: number) => mix(hex, '#fff4e0', amount);

/** Numbers in the SVG source with at most one decimal: smaller documents, same picture. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

export class Variation {
  readonly random: () => number;
  readonly time: TimeOfDay;
  readonly wall: string;
  readonly accent: string;
  /** Draw the scene mirrored left to right (only where the subject allows it). */
  readonly mirrored: boolean;

  constructor(readonly name: string) {
    this.random = generatorOf(hashOf(name));
    this.time = this.pick(TIMES);
    // A slight shift of the chosen wall colour keeps two visuals of one subject apart.
    this.wall = mix(this.pick(WALLS), this.pick(['#ffffff', '#d8cbb8', '#c9d6dc']), this.between(0, 0.25));
    this.accent = this.pick(ACCENTS);
    this.mirrored = this.random() < 0.5;
  }

  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.random() * list.length)]!;
  }

  between(low: number, high: number): number {
    return low + (high - low) * this.random();
  }
}

/** Where the key light comes from: the upper left, so shadows fall to the lower right (mirrored with the scene). */
export const LIGHT_DIRECTION = { x: 0.55, y: 0.83 } as const;

export interface CastShadowOptions {
  /** How far the shadow falls from what casts it, along the light, in drawing units. */
  readonly distance: number;
  /** How soft its edge is (the blur's standard deviation, in drawing units). */
  readonly softness: number;
  readonly opacity?: number;
}

export class Canvas {
  private readonly defs = new Map<string, string>();
  private readonly parts: string[] = [];
  readonly width: number;
  readonly height: number;

  constructor(
    readonly variation: Variation,
    frame: Frame = PUSH_FRAME,
  ) {
    this.width = frame.width;
    this.height = frame.height;
  }

  /** Appends SVG elements, painted over what was drawn before. */
  add(...elements: string[]): void {
    this.parts.push(...elements);
  }

  /** A linear gradient from (x1,y1) to (x2,y2) in the shape's box (0..1); returns `url(#id)`. */
  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    return this.gradient('l', `x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"`, 'linearGradient', stops);
  }

  /** A radial gradient centred at (cx,cy) with radius r, in the shape's box; returns `url(#id)`. */
  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    return this.gradient('r', `cx="${cx}" cy="${cy}" r="${r}"`, 'radialGradient', stops);
  }

  /** A linear gradient between two points of the drawing (for shapes whose box is turned or shared). */
  linearAt(stops: readonly Stop[], x1: number, y1: number, x2: number, y2: number): string {
    return this.gradient('l', `gradientUnits="userSpaceOnUse" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}"`, 'linearGradient', stops);
  }

  /** A radial gradient round a point of the drawing. */
  radialAt(stops: readonly Stop[], cx: number, cy: number, r: number): string {
    return this.gradient('r', `gradientUnits="userSpaceOnUse" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"`, 'radialGradient', stops);
  }

  /**
   * Modelling of a rounded form seen across its axis (an arm, a handle, a tub): lit on the key
   * light's side, a bright edge, then the core shadow and a little bounced light on the far side.
   * From (x1,y1), the lit side, to (x2,y2), the shaded one.
   */
  rounded(color: string, x1: number, y1: number, x2: number, y2: number): string {
    return this.linearAt(
      [
        [0, darker(color, 0.08)],
        [0.2, lit(color, 0.22)],
        [0.45, color],
        [0.82, darker(color, 0.3)],
        [1, darker(color, 0.18)],
      ],
      x1,
      y1,
      x2,
      y2,
    );
  }

  /** A soft contact shadow under an object: an ellipse fading out, no blur filter to render. */
  shadow(cx: number, cy: number, rx: number, ry: number, opacity = 0.35): string {
    const fill = this.radial([
      [0, PALETTE.shade, opacity],
      [0.55, PALETTE.shade, opacity * 0.5],
      [1, PALETTE.shade, 0],
    ]);
    return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"/>`;
  }

  /**
   * `content` with the soft shadow it casts on the surface just behind it (a wall, a worktop), away
   * from the key light: a blurred copy of its silhouette, tinted with the shade colour. Its filter
   * works in the drawing's own units, so put turned or scaled content inside `content`.
   */
  castShadow(content: string, { distance, softness, opacity = 0.42 }: CastShadowOptions): string {
    const dx = n(LIGHT_DIRECTION.x * distance);
    const dy = n(LIGHT_DIRECTION.y * distance);
    const key = `cast${dx},${dy},${softness},${opacity}`;
    const id = this.define(
      key,
      'f',
      (id) =>
        `<filter id="${id}" x="-25%" y="-25%" width="150%" height="150%" color-interpolation-filters="sRGB">` +
        `<feGaussianBlur in="SourceAlpha" stdDeviation="${n(softness)}"/><feOffset dx="${dx}" dy="${dy}" result="blurred"/>` +
        `<feFlood flood-color="${PALETTE.shade}" flood-opacity="${opacity}"/><feComposite in2="blurred" operator="in" result="cast"/>` +
        `<feMerge><feMergeNode in="cast"/><feMergeNode in="SourceGraphic"/></feMerge></filter>`,
    );
    return `<g filter="url(#${id})">${content}</g>`;
  }

  /** `content` blurred by `softness` drawing units: out-of-focus planes, glows, light falling through haze. */
  blurred(content: string, softness: number): string {
    const id = this.define(
      `blur${softness}`,
      'f',
      (id) => `<filter id="${id}" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${n(softness)}"/></filter>`,
    );
    return `<g filter="url(#${id})">${content}</g>`;
  }

  /**
   * A fill that lays the fine sand of plaster over a surface: specks catching the light or in
   * shade. It is a tile of plain shapes, drawn once and repeated: librsvg renders it at no
   * measurable cost, where a noise filter over the picture (feTurbulence) cost several times the
   * whole render and its stitched tiles showed seams. A speck crossing the tile's edge is drawn
   * again on the other side, so the tiles join without a seam. `strength` 0..1; `scale` above 1
   * coarsens it (render, concrete). The trowel's sweeps and the surface's clouding are drawn per
   * picture, never repeated (room.ts, plasterSurface).
   */
  plaster(strength: number, scale = 1): string {
    const tile = Math.round(420 * scale);
    return `url(#${this.define(`plaster${strength},${tile}`, 'p', (id) => {
      // Its own generator: the sand is the same on every picture, only its strength differs.
      const random = generatorOf(0x9e3779b9);
      const specks: string[] = [];
      for (let index = 0; index < 90; index++) {
        const x = random() * tile;
        const y = random() * tile;
        const size = (1.4 + random() * 2.4) * scale;
        const fill = random() < 0.45 ? '#ffffff' : PALETTE.shade;
        for (const dx of [-tile, 0, tile]) {
          for (const dy of [-tile, 0, tile]) {
            const [cx, cy] = [x + dx, y + dy];
            if (cx > -size && cx < tile + size && cy > -size && cy < tile + size) specks.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(size)}" fill="${fill}"/>`);
          }
        }
      }
      return `<pattern id="${id}" width="${tile}" height="${tile}" patternUnits="userSpaceOnUse"><g opacity="${Math.round(strength * 0.45 * 1000) / 1000}">${specks.join('')}</g></pattern>`;
    })})`;
  }

  /** The SVG document; `mirrorable` subjects are flipped when the variation says so, never the `overlay`. */
  document(mirrorable: boolean, overlay = ''): string {
    const body = this.parts.join('');
    const placed = mirrorable && this.variation.mirrored ? `<g transform="matrix(-1 0 0 1 ${this.width} 0)">${body}</g>` : body;
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}">` +
      `<defs>${[...this.defs.values()].join('')}</defs>${placed}${overlay}</svg>`
    );
  }

  private gradient(prefix: string, geometry: string, element: string, stops: readonly Stop[]): string {
    const stopsSvg = stops
      .map(([offset, color, opacity]) => `<stop offset="${offset}" stop-color="${color}"${opacity === undefined || opacity === 1 ? '' : ` stop-opacity="${Math.round(opacity * 1000) / 1000}"`}/>`)
      .join('');
    const id = this.define(`${element}${geometry}${stopsSvg}`, prefix, (id) => `<${element} id="${id}" ${geometry}>${stopsSvg}</${element}>`);
    return `url(#${id})`;
  }

  /** The id of the definition known by `key`, written by `write` the first time. */
  private define(key: string, prefix: string, write: (id: string) => string): string {
    const existing = this.defs.get(key);
    if (existing !== undefined) return /id="([^"]+)"/.exec(existing)![1]!;
    const id = `${prefix}${this.defs.size}`;
    this.defs.set(key, write(id));
    return id;
  }
}
