/**
 * Natural Earth's 1:10m countries (world-atlas) as GeoJSON features: the store map's source data,
 * read where the map's geometry is computed (at build time) and by the tests that check stores
 * against it; never shipped to a browser.
 */
import type { Feature, MultiPolygon, Polygon } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries10m from 'world-atlas/countries-10m.json' with { type: 'json' };

export type MapCountry = 'LB' | 'AE';

/** ISO 3166-1 numeric codes: Natural Earth's feature ids in world-atlas. */
const numericCodes: Record<MapCountry, string> = { LB: '422', AE: '784' };

export type CountryFeature = Feature<Polygon | MultiPolygon, { name: string }>;

const atlas = countries10m as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>;
export const countries = feature(atlas, atlas.objects.countries).features as CountryFeature[];

export function naturalEarthCountry(country: MapCountry): CountryFeature {
  const found = countries.find((candidate) => candidate.id === numericCodes[country]);
  if (!found) throw new Error(`Natural Earth has no country ${country}`);
  return found;
}

