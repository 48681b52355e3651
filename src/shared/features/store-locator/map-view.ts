/**
 * The store map's visible area (its SVG viewBox) and the moves that change it: zooming about a
 * point and panning, always kept inside the whole map and between the whole map and 8× zoom.
 */
export interface MapView {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export const MAX_ZOOM = 8;
/** One press of a zoom button or key. */
export const ZOOM_STEP = 1.5;
/** One press of an arrow key moves the map by this share of what is visible. */
export const PAN_STEP = 0.2;

export function zoomOf(view: MapView, whole: MapView): number {
  return whole.width / view.width;
}

function clamped(view: MapView, whole: MapView): MapView {
  return {
    ...view,
    x: Math.min(Math.max(view.x, whole.x), whole.x + whole.width - view.width),
    y: Math.min(Math.max(view.y, whole.y), whole.y + whole.height - view.height),
  };
}

/** Multiplies the zoom by `factor`, keeping the point (`centreX`, `centreY`) where it is on screen. */
export function zoomed(view: MapView, whole: MapView, factor: number, centreX = view.x + view.width / 2, centreY = view.y + view.height / 2): MapView {
  const zoom = Math.min(Math.max(zoomOf(view, whole) * factor, 1), MAX_ZOOM);
  const width = whole.width / zoom;
  const height = whole.height / zoom;
  const kept = width / view.width;
  return clamped({ x: centreX - (centreX - view.x) * kept, y: centreY - (centreY - view.y) * kept, width, height }, whole);
}

/** Moves the view by (`dx`, `dy`) map units. */
export function panned(view: MapView, whole: MapView, dx: number, dy: number): MapView {
  return clamped({ ...view, x: view.x + dx, y: view.y + dy }, whole);
}

/** The view at `zoom` centred on a point (as near as the map's edges allow). */
export function centredOn(whole: MapView, zoom: number, x: number, y: number): MapView {
  const width = whole.width / zoom;
  const height = whole.height / zoom;
  return clamped({ x: x - width / 2, y: y - height / 2, width, height }, whole);
}

/**
 * The closest view that shows every point with `margin` map units around them, at the map's
 * shape (no closer than MAX_ZOOM: one store is shown with its city around it).
 */
export function fitted(whole: MapView, points: readonly (readonly [x: number, y: number])[], margin: number): MapView {
  if (points.length === 0) return whole;
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  const [left, right, top, bottom] = [Math.min(...xs) - margin, Math.max(...xs) + margin, Math.min(...ys) - margin, Math.max(...ys) + margin];
  const zoom = Math.min(whole.width / (right - left), whole.height / (bottom - top));
  return centredOn(whole, Math.min(Math.max(zoom, 1), MAX_ZOOM), (left + right) / 2, (top + bottom) / 2);
}

export function viewBoxOf(view: MapView): string {
  return [view.x, view.y, view.width, view.height].map((value) => Math.round(value * 100) / 100).join(' ');
}
