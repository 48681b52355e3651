/** Scenes are drawn at the push visual's ratio (370 x 300, spec §9), in these units. */
export const SCENE_SIZE = { width: 1480, height: 1200 } as const;

/**
 * PLACEHOLDER (issue 20 art helper replaces it): the subject a visual's name shows (a crack
 * being filled, plasterboard joints being taped…): no two ranges share one.
 */
export function sceneSubjectOf(name: string): string | null {
  return name === '' ? null : name;
}

/** The scene of the visual `name` (e.g. `category-wood`, `slider-1`) as an SVG document, or null. */
export function sceneSvg(name: string): string | null {
  if (sceneSubjectOf(name) === null) return null;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1480" height="1200" viewBox="0 0 1480 1200"><rect width="1480" height="1200" fill="#dfe6ee"/><rect y="860" width="1480" height="340" fill="#b9a88f"/></svg>`;
}
