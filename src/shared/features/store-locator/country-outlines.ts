/**
 * Simplified outlines of the two countries the stores are in, as [longitude, latitude] pairs
 * written by hand from the coastlines and borders (a few dozen points: a locator map, not a
 * survey). Used to draw the map when no maps key is configured.
 */
export interface CountryOutline {
  readonly iso: 'LB' | 'AE';
  readonly points: readonly (readonly [number, number])[];
}

export const countryOutlines: readonly CountryOutline[] = [
  {
    iso: 'LB',
    points: [
      [35.1, 33.09], [35.19, 33.27], [35.25, 33.4], [35.37, 33.56], [35.45, 33.75], [35.48, 33.9], [35.55, 33.93],
      [35.62, 33.98], [35.64, 34.12], [35.66, 34.25], [35.73, 34.33], [35.82, 34.45], [35.97, 34.63], [36.15, 34.64],
      [36.35, 34.64], [36.45, 34.5], [36.6, 34.2], [36.45, 34.05], [36.3, 33.83], [36.07, 33.7], [35.95, 33.55],
      [35.82, 33.28], [35.62, 33.27], [35.5, 33.1], [35.1, 33.09],
    ],
  },
  {
    iso: 'AE',
    points: [
      [51.58, 24.26], [51.9, 24.02], [52.3, 24.05], [52.73, 24.11], [53.2, 24.12], [53.6, 24.05], [54.1, 24.2],
      [54.37, 24.47], [54.65, 24.8], [55.0, 25.02], [55.27, 25.26], [55.39, 25.35], [55.45, 25.41], [55.55, 25.56],
      [55.94, 25.79], [56.08, 26.07], [56.2, 25.62], [56.35, 25.12], [56.36, 24.92], [56.0, 24.85], [55.8, 24.22],
      [55.5, 23.9], [55.2, 22.7], [52.6, 22.94], [51.58, 24.12], [51.58, 24.26],
    ],
  },
];
