/**
 * Fits a country into a panel of the drawn map: an equirectangular projection whose longitudes
 * are shrunk by the cosine of the mean latitude, so shapes keep their proportions.
 */
import type { CountryOutline } from './country-outlines.ts';

export interface Panel {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export type Project = (lng: number, lat: number) => readonly [number, number];

export function projection(outline: CountryOutline, panel: Panel, margin = 12): Project {
  const lngs = outline.points.map(([lng]) => lng);
  const lats = outline.points.map(([, lat]) => lat);
  const [west, east, south, north] = [Math.min(...lngs), Math.max(...lngs), Math.min(...lats), Math.max(...lats)];
  const squeeze = Math.cos((((north + south) / 2) * Math.PI) / 180);
  const spanX = (east - west) * squeeze;
  const spanY = north - south;
  const scale = Math.min((panel.width - 2 * margin) / spanX, (panel.height - 2 * margin) / spanY);
  const offsetX = panel.x + (panel.width - spanX * scale) / 2;
  const offsetY = panel.y + (panel.height - spanY * scale) / 2;
  return (lng, lat) => [Math.round((offsetX + (lng - west) * squeeze * scale) * 10) / 10, Math.round((offsetY + (north - lat) * scale) * 10) / 10];
}

export function pathOf(outline: CountryOutline, project: Project): string {
  return `${outline.points.map(([lng, lat], index) => `${index === 0 ? 'M' : 'L'}${project(lng, lat).join(' ')}`).join(' ')} Z`;
}
