/**
 * A measure written with its unit ("3 mm", "1,5 kg", "300 m²"), in every language: joined by a
 * no-break space, so that a line never ends between the number and its unit, as an amount and
 * its currency symbol are joined (price.ts). French requires it; English pages keep the same
 * rule, one way of writing a measure for the whole site.
 */
const NO_BREAK_SPACE = '\u00A0';

/** `measure` (already written in the page's language: "1,5", "5, 15 et 25") followed by `unit`. */
export function withUnit(measure: string, unit: string): string {
  return `${measure}${NO_BREAK_SPACE}${unit}`;
}
