/**
 * The slug of a text (spec §5): start trimmed, lower case, accents stripped, the "oe" ligature
 * spelled out (and "ae"), each run of white space and apostrophes one hyphen, no hyphen at the
 * end. What is still outside the slug grammar (`[a-z0-9-]`, e.g. a registered mark) is dropped,
 * so every slug made here is one the router accepts.
 */
const SEPARATORS = /[\s'\u2019]+/gu;

export function slugify(text: string): string {
  return text
    .trimStart()
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(SEPARATORS, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}
