/**
 * The slug of a text (spec §5): start trimmed, lower case, accents stripped, the "oe" ligature
 * spelled out, each run of white space and apostrophes one hyphen, no hyphen at the end.
 */
const SEPARATORS = /[\s'\u2019]+/gu;

export function slugify(text: string): string {
  return text
    .trimStart()
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(SEPARATORS, '-')
    .replace(/-+$/, '');
}
