/** A small RGBA canvas with the few flat-colour shapes the demo visuals need. */

export type Rgba = readonly [number, number, number, number];

export function hexColor(hex: string, alpha = 255): Rgba {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255, alpha];
}

export function mix(a: Rgba, b: Rgba, ratio: number): Rgba {
  const at = (index: number) => Math.round(a[index]! + (b[index]! - a[index]!) * ratio);
  return [at(0), at(1), at(2), at(3)];
}

export class Raster {
  readonly width: number;
  readonly height: number;
  readonly pixels: Uint8Array;

  constructor(width: number, height: number, background: Rgba) {
    this.width = width;
    this.height = height;
    this.pixels = new Uint8Array(width * height * 4);
    this.rect(0, 0, width, height, background);
  }

  #set(x: number, y: number, color: Rgba): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const offset = (y * this.width + x) * 4;
    const alpha = color[3] / 255;
    for (let channel = 0; channel < 3; channel++) {
      this.pixels[offset + channel] = Math.round(color[channel]! * alpha + this.pixels[offset + channel]! * (1 - alpha));
    }
    this.pixels[offset + 3] = Math.max(this.pixels[offset + 3]!, color[3]);
  }

  rect(x: number, y: number, width: number, height: number, color: Rgba): void {
    const x0 = Math.max(0, Math.round(x));
    const y0 = Math.max(0, Math.round(y));
    const x1 = Math.min(this.width, Math.round(x + width));
    const y1 = Math.min(this.height, Math.round(y + height));
    for (let row = y0; row < y1; row++) for (let column = x0; column < x1; column++) this.#set(column, row, color);
  }

  /** Horizontal bands from `top` to `bottom` colour: banded so it stays cheap to compress. */
  gradient(x: number, y: number, width: number, height: number, top: Rgba, bottom: Rgba, bands = 12): void {
    for (let band = 0; band < bands; band++) {
      const y0 = y + (height * band) / bands;
      this.rect(x, y0, width, height / bands + 1, mix(top, bottom, band / (bands - 1)));
    }
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, color: Rgba): void {
    for (let row = Math.floor(cy - ry); row <= Math.ceil(cy + ry); row++) {
      const dy = (row + 0.5 - cy) / ry;
      if (Math.abs(dy) > 1) continue;
      const half = rx * Math.sqrt(1 - dy * dy);
      this.rect(cx - half, row, half * 2, 1, color);
    }
  }

  roundRect(x: number, y: number, width: number, height: number, radius: number, color: Rgba): void {
    const r = Math.min(radius, width / 2, height / 2);
    for (let row = Math.floor(y); row < Math.ceil(y + height); row++) {
      const fromTop = row + 0.5 - y;
      const fromBottom = y + height - (row + 0.5);
      const edge = Math.min(fromTop, fromBottom);
      const inset = edge >= r ? 0 : r - Math.sqrt(Math.max(0, r * r - (r - edge) ** 2));
      this.rect(x + inset, row, width - inset * 2, 1, color);
    }
  }

  /** A trapezoid narrowing from `bottomWidth` to `topWidth`, centred on cx (buckets, bags). */
  trapezoid(cx: number, top: number, bottom: number, topWidth: number, bottomWidth: number, color: Rgba): void {
    for (let row = Math.floor(top); row < Math.ceil(bottom); row++) {
      const ratio = (row - top) / Math.max(1, bottom - top);
      const width = topWidth + (bottomWidth - topWidth) * ratio;
      this.rect(cx - width / 2, row, width, 1, color);
    }
  }
}
