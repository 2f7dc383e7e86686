/**
 * Where a booking or a provider's base is: the built-in list of Bangalore localities with their
 * PIN codes and centre points, the matcher that turns a typed address into one of them, and the
 * great-circle distance every "nearby" rule uses. Client, server and seed share this one module.
 */

import localityRows from './localities.json';

export interface Locality {
  name: string;
  pin: string;
  lat: number;
  lng: number;
  /** Other spellings people type ("Indira Nagar", "HAL 2nd Stage"). */
  aliases?: readonly string[];
}

/** Bangalore's localities, kept as data in localities.json. */
export const LOCALITIES: readonly Locality[] = localityRows;

/** What the form says when an address matches no locality and no point was picked. */
export const CHOOSE_AREA_MESSAGE = 'Choose your area on the map or from the list';

export interface Coordinates {
  lat: number;
  lng: number;
}

const words = (text: string) => ` ${text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim()} `;

const NAMES: readonly { locality: Locality; key: string }[] = LOCALITIES.flatMap((locality) =>
  [locality.name, ...(locality.aliases ?? [])].map((name) => ({ locality, key: words(name) })),
).sort((a, b) => b.key.length - a.key.length);

/**
 * The locality a typed address names: a Bangalore PIN code (560xxx) wins, then the longest
 * locality name or alias found as whole words. Null when nothing matches.
 */
export function matchLocality(address: string): Locality | null {
  for (const pin of address.match(/\b56\d{4}\b/g) ?? []) {
    const byPin = LOCALITIES.find((l) => l.pin === pin);
    if (byPin) return byPin;
  }
  const text = words(address);
  return NAMES.find((n) => text.includes(n.key))?.locality ?? null;
}

/** Coordinates as the API carries them: strings with six decimals (about 10 cm). */
export function coordinateText(value: number): string {
  return value.toFixed(6);
}

/** Parses a latitude/longitude pair of strings; null unless both are finite numbers in range. */
export function parseCoordinates(lat: string | null | undefined, lng: string | null | undefined): Coordinates | null {
  if (lat == null || lng == null || lat.trim() === '' || lng.trim() === '') return null;
  const a = Number(lat);
  const b = Number(lng);
  if (!Number.isFinite(a) || !Number.isFinite(b) || Math.abs(a) > 90 || Math.abs(b) > 180) return null;
  return { lat: a, lng: b };
}

/** A point given explicitly, else the centre of the locality the address names, else null. */
export function resolveCoordinates(
  address: string,
  lat: string | null | undefined,
  lng: string | null | undefined,
): Coordinates | null {
  const given = parseCoordinates(lat, lng);
  if (given) return given;
  const locality = matchLocality(address);
  return locality ? { lat: locality.lat, lng: locality.lng } : null;
}

/** The mean Earth radius of distanceKm (the server's SQL form of it uses the same). */
export const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle (haversine) distance in kilometres. */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The latitude/longitude box that holds every point within radiusKm of the centre: the cheap
 * prefilter an index can answer before the exact distance is computed.
 */
export function boundingBox(centre: Coordinates, radiusKm: number): { minLat: number; maxLat: number; minLng: number; maxLng: number } {
  const dLat = (radiusKm / EARTH_RADIUS_KM) * (180 / Math.PI);
  const dLng = dLat / Math.max(Math.cos(rad(centre.lat)), 1e-6);
  return { minLat: centre.lat - dLat, maxLat: centre.lat + dLat, minLng: centre.lng - dLng, maxLng: centre.lng + dLng };
}

/** Farthest a point may be from a locality's centre to be called by its name. */
export const NEAREST_LOCALITY_KM = 4;

/** The locality whose centre is nearest the point, if one is within `withinKm`; null otherwise. */
export function nearestLocality(point: Coordinates, withinKm = NEAREST_LOCALITY_KM): Locality | null {
  let best: Locality | null = null;
  let bestKm = withinKm;
  for (const locality of LOCALITIES) {
    const km = distanceKm(point, locality);
    if (km <= bestKm) {
      best = locality;
      bestKm = km;
    }
  }
  return best;
}

/**
 * The address a point picked on the map stands for: house or flat, landmark, and the area's name
 * and PIN (or the coordinates when no area is near), e.g. "Flat 402, Sai Residency, near Sony
 * World Junction, Koramangala 560034".
 */
export function mapAddress(point: Coordinates, houseFlat: string, landmark: string): string {
  const area = nearestLocality(point);
  const place = area ? `${area.name} ${area.pin}` : `${point.lat.toFixed(4)}, ${point.lng.toFixed(4)} (Bangalore)`;
  return [houseFlat.trim(), landmark.trim() ? `near ${landmark.trim()}` : '', place].filter(Boolean).join(', ');
}

/** "850 m" below a kilometre, "3.4 km" above. */
export function formatDistance(km: number): string {
  return km < 1 ? `${Math.round(km * 1000)} m` : `${km.toFixed(1)} km`;
}
