/** Spec §5 slug rule: lowercase, accents stripped, oe ligature expanded, spaces and apostrophes to hyphens. */
export function slugify(text: string): string {
  return text
    .trimStart()
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\s'’]+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}
