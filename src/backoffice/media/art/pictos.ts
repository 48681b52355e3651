/** The pictogram codes a product's pack and page can show. */
export const PICTO_CODES = ['interior', 'exterior', 'powder', 'paste', 'sandable', 'damp_rooms', 'fast_drying'] as const;

export type PictoCode = (typeof PICTO_CODES)[number];

/** Pictograms are square; drawn in these units. */
export const PICTO_SIZE = 256;

/** The brand blue every pictogram is drawn in, on a pale blue disc. */
const INK = '#0e4c8a';
const DISC = '#e8f1fa';

/**
 * The line drawings, in the 256-unit square, stroked with one pen (see `pictoDrawing`): a shape
 * that must read as a solid (the droplet, the sun) is filled with the ink instead.
 */
const drawings: Record<PictoCode, string> = {
  interior:
    '<path d="M64 124 L128 70 L192 124"/><path d="M80 112 V188 H176 V112"/><path d="M114 188 V150 H142 V188"/>' +
    '<path d="M152 86 V72 H170 V100"/>',
  exterior:
    `<circle cx="184" cy="84" r="17" fill="${INK}"/><path d="M214 84 L226 84 M205 105 L214 114 M184 114 L184 126 M154 84 L142 84 M163 63 L154 54 M184 54 L184 42 M205 63 L214 54"/>` +
    '<path d="M62 196 V112 H150 V196"/><path d="M44 196 H212"/>' +
    `<g fill="${INK}" stroke="none"><rect x="80" y="130" width="20" height="20" rx="3"/><rect x="112" y="130" width="20" height="20" rx="3"/><rect x="80" y="162" width="20" height="20" rx="3"/><rect x="112" y="162" width="20" height="34" rx="3"/></g>`,
  powder:
    '<path d="M92 78 L104 64 H152 L164 78"/><path d="M92 78 C78 120 74 160 84 196 H172 C182 160 178 120 164 78 Z"/>' +
    '<path d="M100 118 H156"/>' +
    `<circle cx="116" cy="150" r="5" fill="${INK}" stroke="none"/><circle cx="136" cy="160" r="5" fill="${INK}" stroke="none"/><circle cx="124" cy="174" r="5" fill="${INK}" stroke="none"/><circle cx="146" cy="140" r="5" fill="${INK}" stroke="none"/>`,
  paste:
    '<path d="M70 104 H186"/><path d="M76 104 L88 192 H168 L180 104"/><path d="M66 92 H190 V104 H66 Z"/>' +
    '<path d="M84 98 C84 54 172 54 172 98"/><path d="M100 140 H156"/>',
  sandable:
    '<path d="M70 142 H186 V168 H70 Z"/><path d="M92 142 V120 C92 106 102 98 116 98 H140 C154 98 164 106 164 120 V142"/>' +
    '<path d="M58 196 H198" stroke-dasharray="2 16"/>',
  damp_rooms:
    `<path d="M128 52 C150 92 176 118 176 152 C176 180 154 200 128 200 C102 200 80 180 80 152 C80 118 106 92 128 52 Z" fill="${INK}" stroke="none"/>` +
    `<path d="M108 156 C108 170 116 180 128 182" stroke="${DISC}"/>`,
  fast_drying:
    '<circle cx="128" cy="144" r="60"/><path d="M116 62 H140 M128 62 V84"/><path d="M176 92 L188 80"/>' +
    '<path d="M128 144 V108 M128 144 L152 160"/>',
};

function isPictoCode(code: string): code is PictoCode {
  return (PICTO_CODES as readonly string[]).includes(code);
}

/** The pictogram's disc and drawing as an SVG group in the 256-unit square (to place inside another drawing), or null. */
export function pictoDrawing(code: string): string | null {
  if (!isPictoCode(code)) return null;
  return (
    `<g><circle cx="128" cy="128" r="124" fill="${DISC}"/>` +
    `<g fill="none" stroke="${INK}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round">${drawings[code]}</g></g>`
  );
}

/** The pictogram as an SVG document, or null for an unknown code. */
export function pictoSvg(code: string): string | null {
  const drawing = pictoDrawing(code);
  if (drawing === null) return null;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTO_SIZE}" height="${PICTO_SIZE}" viewBox="0 0 ${PICTO_SIZE} ${PICTO_SIZE}">${drawing}</svg>`;
}
