/** Great-circle distances (haversine), to sort stores from the visitor's position. */
export interface LatLng {
  readonly lat: number;
  readonly lng: number;
}

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

export function distanceKm(from: LatLng, to: LatLng): number {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The places with their distance from `origin`, nearest first (ties keep their order). */
export function byDistance<T extends LatLng>(places: readonly T[], origin: LatLng): (T & { distance_km: number })[] {
  return places
    .map((place) => ({ ...place, distance_km: Math.round(distanceKm(origin, place) * 10) / 10 }))
    .sort((a, b) => a.distance_km - b.distance_km);
}
