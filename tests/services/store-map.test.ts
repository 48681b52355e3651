/** The store map: Natural Earth outlines fitted at build time, pins by the same projection, zoom and pan. */
import path from 'node:path';
import { geoContains } from 'd3-geo';
import * as esbuild from 'esbuild';
import { describe, expect, test } from 'vitest';
import { storeLocations } from '../../src/backoffice/demo/data/locations.ts';
import { mapGeometry } from '../../src/shared/features/store-locator/map-geometry.ts';
import { naturalEarthCountry, type MapCountry } from '../../src/shared/features/store-locator/natural-earth.ts';
import { project } from '../../src/shared/features/store-locator/map-projection.ts';
import { MAX_ZOOM, centredOn, fitted, panned, viewBoxOf, zoomed, zoomOf } from '../../src/shared/features/store-locator/map-view.ts';
import { storeMapGeometryPlugin } from '../../scripts/store-map-geometry.mjs';

const panelOf = (country: string) => mapGeometry.panels.find((panel) => panel.country === country)!;

describe('store map geometry', () => {
  test('every demo store lies inside its country and its pin inside that country’s panel', () => {
    for (const store of storeLocations) {
      const country = store.country_iso as MapCountry;
      expect(geoContains(naturalEarthCountry(country), [store.lng, store.lat]), store.name).toBe(true);
      const panel = panelOf(country);
      const [x, y] = project(panel.fit, store.lng, store.lat);
      expect(x, store.name).toBeGreaterThan(panel.x);
      expect(x, store.name).toBeLessThan(panel.x + panel.width);
      expect(y, store.name).toBeGreaterThan(panel.y);
      expect(y, store.name).toBeLessThan(panel.y + panel.height);
    }
  });

  test('pins and outlines share one projection: the outline starts where the pin formula puts its first point', () => {
    for (const panel of mapGeometry.panels) {
      const outline = naturalEarthCountry(panel.country);
      const first = (outline.geometry.type === 'Polygon' ? outline.geometry.coordinates[0]![0] : outline.geometry.coordinates[0]![0]![0])!;
      const [x, y] = project(panel.fit, first[0]!, first[1]!);
      const [drawnX, drawnY] = /^M(-?[\d.]+) (-?[\d.]+)/.exec(panel.outline)!.slice(1).map(Number);
      expect(Math.abs(x - drawnX!)).toBeLessThanOrEqual(0.05);
      expect(Math.abs(y - drawnY!)).toBeLessThanOrEqual(0.05);
    }
    const lebanon = panelOf('LB');
    expect(project(lebanon.fit, 35.902, 33.8463)[0]).toBeGreaterThan(project(lebanon.fit, 35.4823, 33.8963)[0]); // Zahlé is east of Beirut
  });

  test('panels side by side, west to east, within the map; paths at one decimal', () => {
    expect(mapGeometry.panels.map((panel) => panel.country)).toEqual(['LB', 'AE']);
    const [lebanon, emirates] = mapGeometry.panels;
    expect(lebanon!.x + lebanon!.width).toBeLessThan(emirates!.x);
    expect(emirates!.x + emirates!.width).toBe(mapGeometry.width);
    for (const panel of mapGeometry.panels) {
      expect(panel.height).toBe(mapGeometry.height);
      expect(`${panel.outline}${panel.neighbours}`).not.toMatch(/\.\d\d/);
      expect(panel.neighbours.length).toBeGreaterThan(100);
      expect(panel.scaleBar.length).toBeLessThanOrEqual(panel.width / 4);
    }
  });

  test('the build holds the geometry as data: no Natural Earth, topojson nor d3-geo in the bundle', async () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const { outputFiles } = await esbuild.build({
      stdin: { contents: "export { mapGeometry } from './src/shared/features/store-locator/map-geometry.ts';", resolveDir: root, loader: 'ts' },
      bundle: true,
      format: 'esm',
      write: false,
      plugins: [storeMapGeometryPlugin()],
    });
    const bundle = outputFiles[0]!.text;
    expect(bundle).not.toMatch(/arcs|topojson|geoProjection/);
    expect(bundle.length).toBeLessThan(12_000);
    const built = await import(`data:text/javascript;base64,${Buffer.from(bundle).toString('base64')}`);
    expect(built.mapGeometry).toEqual(JSON.parse(JSON.stringify(mapGeometry)));
  });
});

describe('store map view', () => {
  const whole = { x: 0, y: 0, width: 640, height: 320 };

  test('zooming keeps the centre and stops at the whole map and at the closest zoom', () => {
    const closer = zoomed(whole, whole, 2);
    expect(closer).toEqual({ x: 160, y: 80, width: 320, height: 160 });
    expect(zoomed(closer, whole, 0.1)).toEqual(whole);
    expect(zoomOf(zoomed(whole, whole, 100), whole)).toBe(MAX_ZOOM);
  });

  test('zooming about a point keeps that point where it is', () => {
    const closer = zoomed(whole, whole, 2, 160, 80);
    expect(closer).toEqual({ x: 80, y: 40, width: 320, height: 160 });
  });

  test('panning and centring stay inside the map', () => {
    const closer = zoomed(whole, whole, 2);
    expect(panned(closer, whole, 50, -20)).toEqual({ x: 210, y: 60, width: 320, height: 160 });
    expect(panned(closer, whole, 1000, 1000)).toEqual({ x: 320, y: 160, width: 320, height: 160 });
    expect(panned(whole, whole, 30, 30)).toEqual(whole);
    expect(centredOn(whole, 4, 10, 300)).toEqual({ x: 0, y: 240, width: 160, height: 80 });
    expect(viewBoxOf({ x: 1 / 3, y: 0, width: 640, height: 320 })).toBe('0.33 0 640 320');
  });

  test('fitting found stores shows them all with their margin, at the map’s shape, between the whole map and the closest zoom', () => {
    const view = fitted(whole, [[100, 100], [140, 110], [120, 90]], 10);
    expect(view.width / view.height).toBe(2);
    for (const [x, y] of [[90, 90], [150, 120], [110, 80]] as const) {
      expect(x).toBeGreaterThanOrEqual(view.x);
      expect(x).toBeLessThanOrEqual(view.x + view.width);
      expect(y).toBeGreaterThanOrEqual(view.y);
      expect(y).toBeLessThanOrEqual(view.y + view.height);
    }
    // As close as the points allow: the wider side fills the view.
    expect(view.width).toBeCloseTo(80, 5);
    // One store: the closest zoom, centred on it; none, or points across the map: the whole map.
    expect(fitted(whole, [[320, 160]], 10)).toEqual(centredOn(whole, MAX_ZOOM, 320, 160));
    expect(fitted(whole, [], 10)).toEqual(whole);
    expect(fitted(whole, [[0, 0], [640, 320]], 10)).toEqual(whole);
  });
});
