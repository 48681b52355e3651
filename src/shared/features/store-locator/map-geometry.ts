/**
 * The store map's drawing, from Natural Earth's 1:10m countries (world-atlas; at 1:50m, stores on
 * the coast of Beirut and Ras Al Khaimah fall in the sea): Lebanon and the UAE side by side
 * (2,000 km apart, one panel each, west to east), each fitted to its panel with the map's
 * Mercator projection; the country filled, its neighbours clipped to the panel.
 *
 * Evaluated at build time (scripts/store-map-geometry.mjs): the client and server bundles hold
 * `mapGeometry` as data — path strings and each panel's fit — never the geodata or d3-geo.
 */
import { geoCentroid, geoPath, geoProjection, geoStream, type GeoProjection, type GeoStream } from 'd3-geo';
import { mercator, type ProjectionFit } from './map-projection.ts';
import { countries, naturalEarthCountry, type CountryFeature, type MapCountry } from './natural-earth.ts';

export type { MapCountry };

export interface MapPanel {
  readonly country: MapCountry;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  /** The country's outline, filled. */
  readonly outline: string;
  /** Every other country's land within the panel, drawn lighter for context. */
  readonly neighbours: string;
  readonly fit: ProjectionFit;
  /** A round distance and its length in map units at the country's latitude. */
  readonly scaleBar: { readonly km: number; readonly length: number };
}

export interface MapGeometry {
  readonly width: number;
  readonly height: number;
  readonly panels: readonly MapPanel[];
}

const WIDTH = 640;
/** Sea kept around each country, in map units. */
const MARGIN = 24;
const GAP = 6;
/** How far (map units) a simplified outline may stray from Natural Earth's: the neighbours are only context. */
const COUNTRY_TOLERANCE = 0.3;
const NEIGHBOUR_TOLERANCE = 0.6;
const EARTH_RADIUS_KM = 6371;
const roundDistancesKm = [10, 20, 25, 50, 100, 200];

type Bounds = readonly [west: number, south: number, east: number, north: number];

/** Longitudes and latitudes a country spans: a quick test of whether it can reach a panel. */
function boundsOf({ geometry }: CountryFeature): Bounds {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const bounds = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [lng, lat] of polygons.flat(2) as [number, number][]) {
    bounds[0] = Math.min(bounds[0]!, lng);
    bounds[1] = Math.min(bounds[1]!, lat);
    bounds[2] = Math.max(bounds[2]!, lng);
    bounds[3] = Math.max(bounds[3]!, lat);
  }
  return bounds as unknown as Bounds;
}

const overlap = (a: Bounds, b: Bounds) => a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];

type Point = readonly [number, number];

function distanceToSegment([x, y]: Point, [x0, y0]: Point, [x1, y1]: Point): number {
  const length = Math.hypot(x1 - x0, y1 - y0);
  return length === 0 ? Math.hypot(x - x0, y - y0) : Math.abs((x1 - x0) * (y0 - y) - (x0 - x) * (y1 - y0)) / length;
}

/** Douglas–Peucker: the fewest points of a projected ring that stay within `tolerance` of it. */
function simplified(ring: readonly Point[], tolerance: number): Point[] {
  const kept = new Set([0, ring.length - 1]);
  const spans: [number, number][] = [[0, ring.length - 1]];
  for (let span = spans.pop(); span; span = spans.pop()) {
    const [from, to] = span;
    let farthest = -1;
    let distance = tolerance;
    for (let index = from + 1; index < to; index++) {
      const candidate = distanceToSegment(ring[index]!, ring[from]!, ring[to]!);
      if (candidate > distance) [farthest, distance] = [index, candidate];
    }
    if (farthest < 0) continue;
    kept.add(farthest);
    spans.push([from, farthest], [farthest, to]);
  }
  return ring.filter((_, index) => kept.has(index));
}

/** SVG path data of rings, at one decimal, each point relative to the previous: about half as long as absolute. */
function pathDataOf(rings: readonly (readonly Point[])[]): string {
  const tenths = (value: number) => `${value / 10}`.replace(/^(-?)0\./, '$1.');
  return rings
    .filter((ring) => ring.length >= 3)
    .map((ring) => {
      const rounded = ring.map(([x, y]) => [Math.round(x * 10), Math.round(y * 10)] as const);
      const [[startX, startY]] = rounded as [Point];
      const steps = rounded.slice(1).map(([x, y], index) => [x - rounded[index]![0], y - rounded[index]![1]] as const);
      const moves = steps.filter(([dx, dy]) => dx !== 0 || dy !== 0).map(([dx, dy]) => `${tenths(dx)} ${tenths(dy)}`);
      return `M${tenths(startX)} ${tenths(startY)}l${moves.join(' ')}z`.replaceAll(' -', '-');
    })
    .join('');
}

/** A country projected, clipped to its panel and simplified, as SVG path data. */
function drawn(country: CountryFeature, projection: GeoProjection, tolerance: number): string {
  const rings: Point[][] = [];
  const sink: GeoStream = {
    point: (x, y) => rings.at(-1)!.push([x, y]),
    lineStart: () => rings.push([]),
    lineEnd: () => undefined,
    polygonStart: () => undefined,
    polygonEnd: () => undefined,
  };
  geoStream(country, projection.stream(sink));
  return pathDataOf(rings.map((ring) => simplified(ring, tolerance)));
}

/** Width over height of a country's projected outline. */
function aspectOf(outline: CountryFeature): number {
  const [[x0, y0], [x1, y1]] = geoPath(geoProjection(mercator)).bounds(outline);
  return (x1 - x0) / (y1 - y0);
}

function scaleBarOf(fit: ProjectionFit, latitude: number, panelWidth: number): MapPanel['scaleBar'] {
  const unitsPerKm = fit.scale / (EARTH_RADIUS_KM * Math.cos((latitude * Math.PI) / 180));
  const km = roundDistancesKm.filter((distance) => distance * unitsPerKm <= panelWidth / 4).at(-1) ?? roundDistancesKm[0]!;
  return { km, length: Math.round(km * unitsPerKm * 10) / 10 };
}

function drawMapGeometry(order: readonly MapCountry[]): MapGeometry {
  const outlines = order.map(naturalEarthCountry);
  const aspects = outlines.map(aspectOf);
  // Panels share one height; each is as wide as its country needs at that height.
  const inner = (WIDTH - GAP * (order.length - 1) - 2 * MARGIN * order.length) / aspects.reduce((sum, aspect) => sum + aspect, 0);
  const height = Math.round(inner + 2 * MARGIN);
  let x = 0;
  const panels = order.map((country, index): MapPanel => {
    const outline = outlines[index]!;
    const width = index === order.length - 1 ? WIDTH - x : Math.round(aspects[index]! * inner + 2 * MARGIN);
    const projection = geoProjection(mercator).fitExtent([[x + MARGIN, MARGIN], [x + width - MARGIN, height - MARGIN]], outline);
    projection.clipExtent([[x, 0], [x + width, height]]);
    const [[west, north], [east, south]] = [projection.invert!([x, 0])!, projection.invert!([x + width, height])!];
    const [translateX, translateY] = projection.translate();
    const fit = { scale: projection.scale(), translate: [translateX, translateY] as const };
    const panel: MapPanel = {
      country,
      x,
      y: 0,
      width,
      height,
      outline: drawn(outline, projection, COUNTRY_TOLERANCE),
      neighbours: countries
        .filter((other) => other !== outline && overlap(boundsOf(other), [west, south, east, north]))
        .map((other) => drawn(other, projection, NEIGHBOUR_TOLERANCE))
        .join(''),
      fit,
      scaleBar: scaleBarOf(fit, geoCentroid(outline)[1], width),
    };
    x += width + GAP;
    return panel;
  });
  return { width: WIDTH, height, panels };
}

export const mapGeometry: MapGeometry = drawMapGeometry(['LB', 'AE']);
