/** PLACEHOLDER (issue 20 art helper replaces it): pictogram codes and their drawings. */
export const PICTO_CODES = ['interior', 'exterior', 'powder', 'paste', 'sandable', 'damp_rooms', 'fast_drying'] as const;

/** Pictograms are square; drawn in these units. */
export const PICTO_SIZE = 256;

/** The pictogram as an SVG document, or null for an unknown code. */
export function pictoSvg(code: string): string | null {
  if (!(PICTO_CODES as readonly string[]).includes(code)) return null;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256"><circle cx="128" cy="128" r="128" fill="#e8f1fa"/><circle cx="128" cy="128" r="60" fill="#1f5f8b"/></svg>`;
}
