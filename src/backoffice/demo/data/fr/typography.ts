/**
 * French spacing, as a French editor sets a text: a no-break space before a colon and inside
 * guillemets, a narrow no-break space before a semicolon, an exclamation or a question mark, so
 * that a line never starts with the sign; a measure kept with its unit, as in every language
 * (../typography.ts). The demo's French texts are written with ordinary spaces, which read in the
 * source, and are set through this as the pages and products are built.
 */
import { measureSpacing } from '../typography.ts';

const NO_BREAK_SPACE = '\u00a0';
const NARROW_NO_BREAK_SPACE = '\u202f';

export function frenchSpacing(text: string): string {
  return measureSpacing(text)
    .replace(/ :/g, `${NO_BREAK_SPACE}:`)
    .replace(/ ([;!?])/g, `${NARROW_NO_BREAK_SPACE}$1`)
    .replace(/« /g, `«${NO_BREAK_SPACE}`)
    .replace(/ »/g, `${NO_BREAK_SPACE}»`);
}
