/**
 * The store map's one projection: spherical Mercator. The build fits it to each country with
 * d3-geo (`geoProjection(mercator)`, see map-geometry.ts) and keeps only the fit's scale and
 * translation, so the page places its pins with this same formula and no geodata library.
 */
export interface ProjectionFit {
  /** Pixels (map units) per radian of longitude. */
  readonly scale: number;
  /** Where longitude 0 and the equator land. */
  readonly translate: readonly [number, number];
}

const radians = Math.PI / 180;

/** Mercator in radians, y pointing north: the raw projection d3-geo scales, translates and flips. */
export function mercator(lambda: number, phi: number): [number, number] {
  return [lambda, Math.log(Math.tan(Math.PI / 4 + phi / 2))];
}

/** Back from map to longitude and latitude in radians (the build finds each panel's extent with it). */
mercator.invert = (x: number, y: number): [number, number] => [x, 2 * Math.atan(Math.exp(y)) - Math.PI / 2];

/** A longitude and latitude in degrees to map units, as d3-geo's fitted projection places them. */
export function project(fit: ProjectionFit, lng: number, lat: number): readonly [number, number] {
  const [x, y] = mercator(lng * radians, lat * radians);
  return [fit.translate[0] + fit.scale * x, fit.translate[1] - fit.scale * y];
}
