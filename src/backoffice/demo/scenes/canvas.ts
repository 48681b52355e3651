/**
 * The drawing surface every scene is built on: it gathers the gradients a scene needs (each
 * declared once, with ids unique in its document), the scene's parts in paint order, and the
 * variation the visual's name picks (palette, time of day, mirroring), so that two visuals of
 * one subject never come out as the same drawing.
 */

export const WIDTH = 1480;
export const HEIGHT = 1200;

/** A gradient stop: offset 0..1, colour, opacity (1 when left out). */
export type Stop = readonly [offset: number, color: string, opacity?: number];

export interface TimeOfDay {
  readonly sky: readonly [top: string, bottom: string];
  /** The colour of the light coming in through a window, and how strong it is. */
  readonly light: string;
  readonly lightStrength: number;
}

const TIMES: readonly TimeOfDay[] = [
  { sky: ['#8ec5ea', '#dff1fb'], light: '#fffdf5', lightStrength: 0.55 },
  { sky: ['#f6c89a', '#fdebd2'], light: '#ffe7c2', lightStrength: 0.6 },
  { sky: ['#a9c9e8', '#f3e6d6'], light: '#fff3df', lightStrength: 0.5 },
  { sky: ['#7fb2df', '#cfe6f5'], light: '#f6fbff', lightStrength: 0.45 },
];

/** Walls a decorator would paint: warm whites, greiges, soft greens and blues. */
const WALLS = ['#efe7da', '#e6e1d6', '#dfe6dc', '#dde5ec', '#f1e2d3', '#e9e4ee', '#f2ece1', '#e3dccf'];
/** Clothes and accents: the brand's warm orange and colours that sit well next to it. */
const ACCENTS = ['#e8772e', '#2f6f9f', '#3f8f7a', '#c4553f', '#58667a', '#d49a2a', '#6a5a8c'];

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

export const darker = (hex: string, amount: number) => mix(hex, '#1b2330', amount);
export const lighter = (hex: string, amount: number) => mix(hex, '#ffffff', amount);

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

export class Canvas {
  private readonly defs = new Map<string, string>();
  private readonly parts: string[] = [];

  constructor(readonly variation: Variation) {}

  /** Appends SVG elements, painted over what was drawn before. */
  add(...elements: string[]): void {
    this.parts.push(...elements);
  }

  /** A linear gradient from (x1,y1) to (x2,y2) in the shape's box (0..1); returns `url(#id)`. */
  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    return this.define('l', `x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"`, 'linearGradient', stops);
  }

  /** A radial gradient centred at (cx,cy) with radius r, in the shape's box; returns `url(#id)`. */
  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    return this.define('r', `cx="${cx}" cy="${cy}" r="${r}"`, 'radialGradient', stops);
  }

  /** A soft contact shadow under an object: an ellipse fading out, no blur filter to render. */
  shadow(cx: number, cy: number, rx: number, ry: number, opacity = 0.35): string {
    const fill = this.radial([
      [0, '#1b2330', opacity],
      [0.6, '#1b2330', opacity * 0.45],
      [1, '#1b2330', 0],
    ]);
    return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"/>`;
  }

  /** The SVG document; `mirrorable` subjects are flipped when the variation says so, never the `overlay`. */
  document(mirrorable: boolean, overlay = ''): string {
    const body = this.parts.join('');
    const placed = mirrorable && this.variation.mirrored ? `<g transform="matrix(-1 0 0 1 ${WIDTH} 0)">${body}</g>` : body;
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
      `<defs>${[...this.defs.values()].join('')}</defs>${placed}${overlay}</svg>`
    );
  }

  private define(prefix: string, geometry: string, element: string, stops: readonly Stop[]): string {
    const stopsSvg = stops
      .map(([offset, color, opacity]) => `<stop offset="${offset}" stop-color="${color}"${opacity === undefined || opacity === 1 ? '' : ` stop-opacity="${Math.round(opacity * 1000) / 1000}"`}/>`)
      .join('');
    const key = `${element}${geometry}${stopsSvg}`;
    let id = this.idOf(key);
    if (id === undefined) {
      id = `${prefix}${this.defs.size}`;
      this.defs.set(key, `<${element} id="${id}" ${geometry}>${stopsSvg}</${element}>`);
    }
    return `url(#${id})`;
  }

  private idOf(key: string): string | undefined {
    const existing = this.defs.get(key);
    return existing === undefined ? undefined : /id="([^"]+)"/.exec(existing)![1];
  }
}
