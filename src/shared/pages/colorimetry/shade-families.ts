/** Shades grouped by family, in the order the back office lists them, and the visitor's filter. */
import type { Teinte } from '../../kernel/api/entities/content.ts';
import { foldedText as folded } from '../../kernel/format/folded-text.ts';

export interface ShadeFamily {
  readonly family: string;
  readonly shades: readonly Teinte[];
}

export function groupByFamily(shades: readonly Teinte[]): ShadeFamily[] {
  const families = new Map<string, Teinte[]>();
  for (const shade of shades) {
    const list = families.get(shade.family) ?? [];
    list.push(shade);
    families.set(shade.family, list);
  }
  return [...families].map(([family, list]) => ({ family, shades: list }));
}

/** Shades of the chosen family (all when none) whose name or reference contains the text. */
export function filterShades(shades: readonly Teinte[], family: string, text: string): Teinte[] {
  const wanted = folded(text);
  return shades.filter(
    (shade) => (family === '' || shade.family === family) && (wanted === '' || folded(shade.name).includes(wanted) || folded(shade.code).includes(wanted)),
  );
}

/** Black or white, whichever reads better on the swatch (WCAG relative luminance). */
export function textColorOn(hex: string): '#000000' | '#ffffff' {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(1 + offset, 3 + offset), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  return luminance > 0.179 ? '#000000' : '#ffffff';
}
