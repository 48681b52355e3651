/**
 * The studio's light, shared by every pack: soft light from the upper left, a white sweep, a
 * soft contact shadow. The definitions go once in the document; the packs refer to their ids.
 */
export const studioDefs =
  '<defs>' +
  // Soft edges by radial gradients where a blur would cost a tenfold render time at full size.
  '<radialGradient id="shade"><stop offset="0" stop-color="#000" stop-opacity="1"/><stop offset="0.45" stop-color="#000" stop-opacity="0.55"/>' +
  '<stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>' +
  '<radialGradient id="sheen"><stop offset="0" stop-color="#fff" stop-opacity="0.6"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>' +
  // Across a rounded body: shade at both sides, a highlight left of the middle where the light falls.
  '<linearGradient id="volume" x1="0" x2="1" y1="0" y2="0">' +
  '<stop offset="0" stop-color="#000" stop-opacity="0.26"/><stop offset="0.1" stop-color="#000" stop-opacity="0.10"/>' +
  '<stop offset="0.3" stop-color="#fff" stop-opacity="0.34"/><stop offset="0.42" stop-color="#fff" stop-opacity="0.06"/>' +
  '<stop offset="0.75" stop-color="#000" stop-opacity="0.04"/><stop offset="0.93" stop-color="#000" stop-opacity="0.14"/>' +
  '<stop offset="1" stop-color="#000" stop-opacity="0.3"/></linearGradient>' +
  // Across a flat face: a gentle fall-off from the lit left edge.
  '<linearGradient id="face" x1="0" x2="1" y1="0" y2="0">' +
  '<stop offset="0" stop-color="#fff" stop-opacity="0.18"/><stop offset="0.6" stop-color="#000" stop-opacity="0"/>' +
  '<stop offset="1" stop-color="#000" stop-opacity="0.08"/></linearGradient>' +
  // Top to bottom: the key light is above, the floor bounces a little back.
  '<linearGradient id="fall-off" x1="0" x2="0" y1="0" y2="1">' +
  '<stop offset="0" stop-color="#fff" stop-opacity="0.16"/><stop offset="0.55" stop-color="#000" stop-opacity="0"/>' +
  '<stop offset="0.92" stop-color="#000" stop-opacity="0.10"/><stop offset="1" stop-color="#000" stop-opacity="0.05"/></linearGradient>' +
  '</defs>';

/** The soft shadow of a pack `halfWidth` wide standing on the floor at `floor`, centred on `x`. */
export function contactShadow(x: number, floor: number, halfWidth: number): string {
  return (
    `<ellipse cx="${x + halfWidth * 0.08}" cy="${floor}" rx="${halfWidth * 1.3}" ry="${halfWidth * 0.16}" fill="url(#shade)" opacity="0.26"/>` +
    `<ellipse cx="${x + halfWidth * 0.02}" cy="${floor - 2}" rx="${halfWidth * 1.08}" ry="${halfWidth * 0.06}" fill="url(#shade)" opacity="0.5"/>`
  );
}

/** Where a pack `height` tall stands for the frame (1200 units) to hold it centred. */
export function floorFor(height: number): number {
  return 600 + height / 2;
}

/**
 * A soft line, as a crease or a fold in paper shows: the stroke drawn three times, wider and
 * fainter each time (a blur filter would look alike and cost several times the render).
 */
export function softLine(path: string, colour: string, opacity: number, width: number): string {
  return [3, 2, 1]
    .map((spread) => `<path d="${path}" fill="none" stroke="${colour}" stroke-opacity="${(opacity / (spread + 0.5)).toFixed(3)}" stroke-width="${width * spread}" stroke-linecap="round" stroke-linejoin="round"/>`)
    .join('');
}
