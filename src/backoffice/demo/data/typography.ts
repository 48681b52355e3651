/**
 * A measure and its unit ("3 mm", "300 m²", "5 °C") joined by a no-break space, in every
 * language, as the site writes its own measures (shared kernel/format/measure.ts), so that a line
 * never parts them. The demo's texts are written with ordinary spaces, which read in the source,
 * and are set through this as the pages, products and content are built; French texts through
 * frenchSpacing (fr/typography.ts), which does this too.
 */
const NO_BREAK_SPACE = '\u00a0';
/** The space after a number, before a unit the demo writes: a length, an area, a weight, a volume, a time, a temperature, a share. */
const MEASURE_SPACE = /(?<=\d) (?=(?:mm|cm|m²|m|km|kg|g|L|h|min|°C|%)(?![\p{L}\d]))/gu;

export function measureSpacing(text: string): string {
  return text.replace(MEASURE_SPACE, NO_BREAK_SPACE);
}
