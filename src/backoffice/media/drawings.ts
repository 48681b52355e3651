import { createHash } from 'node:crypto';
import { Raster, hexColor, mix, type Rgba } from './raster.ts';

const WHITE: Rgba = [255, 255, 255, 255];
const INK: Rgba = [40, 48, 60, 255];

/** A packshot: a paper bag (powder) or a bucket (paste) in the product's colour, on a light studio background. */
export function drawPackshot(size: number, colorHex: string, form: 'powder' | 'paste'): Raster {
  const color = hexColor(colorHex);
  const raster = new Raster(size, size, [246, 247, 249, 255]);
  const unit = size / 240;
  raster.ellipse(size / 2, size * 0.86, size * 0.3, size * 0.04, [210, 214, 220, 255]);
  if (form === 'powder') {
    raster.trapezoid(size / 2, size * 0.16, size * 0.86, size * 0.44, size * 0.5, mix(color, WHITE, 0.1));
    raster.rect(size * 0.28, size * 0.12, size * 0.44, size * 0.06, mix(color, INK, 0.25));
    raster.rect(size * 0.31, size * 0.36, size * 0.38, size * 0.26, WHITE);
    raster.rect(size * 0.31, size * 0.36, size * 0.38, 6 * unit, color);
  } else {
    raster.trapezoid(size / 2, size * 0.3, size * 0.86, size * 0.52, size * 0.44, mix(color, WHITE, 0.05));
    raster.roundRect(size * 0.22, size * 0.24, size * 0.56, size * 0.08, 4 * unit, mix(color, INK, 0.3));
    raster.rect(size * 0.3, size * 0.44, size * 0.4, size * 0.24, WHITE);
    raster.rect(size * 0.3, size * 0.44, size * 0.4, 6 * unit, color);
  }
  for (let line = 0; line < 3; line++) {
    raster.rect(size * 0.35, size * (form === 'powder' ? 0.44 : 0.52) + line * 9 * unit, size * (0.3 - line * 0.07), 4 * unit, [150, 158, 170, 255]);
  }
  return raster;
}

/** A calm interior or facade scene whose palette derives from the name, so every visual differs. */
export function drawScene(width: number, height: number, name: string): Raster {
  const hash = createHash('sha256').update(name).digest();
  const hue = (hash[0]! / 255) * 360;
  const wall = hsl(hue, 0.25, 0.86);
  const accent = hsl((hue + 150) % 360, 0.45, 0.5);
  const raster = new Raster(width, height, wall);
  raster.gradient(0, 0, width, height * 0.72, mix(wall, WHITE, 0.4), wall);
  raster.rect(0, height * 0.72, width, height * 0.28, hsl(hue, 0.2, 0.62));
  raster.rect(0, height * 0.72, width, height * 0.02, hsl(hue, 0.2, 0.5));
  const frames = 1 + (hash[1]! % 3);
  for (let index = 0; index < frames; index++) {
    const frameWidth = width * 0.16;
    const x = width * (0.12 + index * 0.26) + (hash[2 + index]! % 20);
    raster.rect(x, height * 0.2, frameWidth, height * 0.26, mix(accent, WHITE, 0.2 * index));
    raster.rect(x + 6, height * 0.2 + 6, frameWidth - 12, height * 0.26 - 12, mix(accent, WHITE, 0.55));
  }
  raster.ellipse(width * 0.82, height * 0.62, width * 0.09, height * 0.11, mix(accent, INK, 0.2));
  raster.rect(width * 0.7, height * 0.6, width * 0.24, height * 0.14, mix(accent, INK, 0.35));
  return raster;
}

const pictoShapes: Record<string, (raster: Raster, size: number, color: Rgba) => void> = {
  interior: (raster, size, color) => {
    raster.trapezoid(size / 2, size * 0.18, size * 0.45, size * 0.05, size * 0.7, color);
    raster.rect(size * 0.22, size * 0.45, size * 0.56, size * 0.37, color);
    raster.rect(size * 0.43, size * 0.6, size * 0.14, size * 0.22, WHITE);
  },
  exterior: (raster, size, color) => {
    raster.ellipse(size / 2, size / 2, size * 0.2, size * 0.2, color);
    for (let ray = 0; ray < 4; ray++) {
      raster.rect(size * 0.47, size * (0.08 + ray * 0.0), size * 0.06, size * 0.14, color);
    }
    raster.rect(size * 0.47, size * 0.78, size * 0.06, size * 0.14, color);
    raster.rect(size * 0.08, size * 0.47, size * 0.14, size * 0.06, color);
    raster.rect(size * 0.78, size * 0.47, size * 0.14, size * 0.06, color);
  },
  powder: (raster, size, color) => raster.trapezoid(size / 2, size * 0.2, size * 0.82, size * 0.4, size * 0.56, color),
  paste: (raster, size, color) => {
    raster.trapezoid(size / 2, size * 0.3, size * 0.82, size * 0.6, size * 0.46, color);
    raster.rect(size * 0.18, size * 0.22, size * 0.64, size * 0.08, color);
  },
  sandable: (raster, size, color) => {
    raster.roundRect(size * 0.18, size * 0.34, size * 0.64, size * 0.3, size * 0.06, color);
    for (let dot = 0; dot < 5; dot++) raster.rect(size * (0.24 + dot * 0.11), size * 0.7, size * 0.05, size * 0.05, color);
  },
  damp_rooms: (raster, size, color) => {
    raster.trapezoid(size / 2, size * 0.14, size * 0.56, size * 0.02, size * 0.4, color);
    raster.ellipse(size / 2, size * 0.6, size * 0.2, size * 0.2, color);
  },
  fast_drying: (raster, size, color) => {
    raster.ellipse(size / 2, size / 2, size * 0.34, size * 0.34, color);
    raster.ellipse(size / 2, size / 2, size * 0.27, size * 0.27, WHITE);
    raster.rect(size * 0.48, size * 0.26, size * 0.05, size * 0.26, color);
    raster.rect(size * 0.48, size * 0.48, size * 0.2, size * 0.05, color);
  },
};

export const PICTO_CODES = Object.keys(pictoShapes);

export function drawPicto(size: number, code: string): Raster | null {
  const shape = pictoShapes[code];
  if (shape === undefined) return null;
  const raster = new Raster(size, size, [255, 255, 255, 0]);
  raster.ellipse(size / 2, size / 2, size / 2, size / 2, [232, 241, 250, 255]);
  shape(raster, size, hexColor('1f5f8b'));
  return raster;
}

function hsl(hue: number, saturation: number, lightness: number): Rgba {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const x = chroma * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = lightness - chroma / 2;
  const [r, g, b] = hue < 60 ? [chroma, x, 0] : hue < 120 ? [x, chroma, 0] : hue < 180 ? [0, chroma, x] : hue < 240 ? [0, x, chroma] : hue < 300 ? [x, 0, chroma] : [chroma, 0, x];
  return [Math.round((r + m) * 255), Math.round((g + m) * 255), Math.round((b + m) * 255), 255];
}
