/**
 * Where a booking or a provider's base is: the built-in list of Bangalore localities with their
 * PIN codes and centre points, the matcher that turns a typed address into one of them, and the
 * great-circle distance every "nearby" rule uses. Client, server and seed share this one module.
 */

export interface Locality {
  name: string;
  pin: string;
  lat: number;
  lng: number;
  /** Other spellings people type ("Indira Nagar", "HAL 2nd Stage"). */
  aliases?: readonly string[];
}

export const LOCALITIES: readonly Locality[] = [
  { name: 'Indiranagar', pin: '560038', lat: 12.9784, lng: 77.6408, aliases: ['Indira Nagar', 'HAL 2nd Stage'] },
  { name: 'Koramangala', pin: '560034', lat: 12.9352, lng: 77.6245 },
  { name: 'BTM Layout', pin: '560076', lat: 12.9166, lng: 77.6101, aliases: ['BTM'] },
  { name: 'HSR Layout', pin: '560102', lat: 12.9116, lng: 77.6474, aliases: ['HSR'] },
  { name: 'Jayanagar', pin: '560041', lat: 12.9308, lng: 77.5838 },
  { name: 'JP Nagar', pin: '560078', lat: 12.9063, lng: 77.5857, aliases: ['J P Nagar', 'Jayaprakash Nagar'] },
  { name: 'Whitefield', pin: '560066', lat: 12.9698, lng: 77.75 },
  { name: 'Marathahalli', pin: '560037', lat: 12.9569, lng: 77.7011, aliases: ['Brookefield'] },
  { name: 'Electronic City', pin: '560100', lat: 12.8452, lng: 77.6602, aliases: ['Electronics City'] },
  { name: 'Yelahanka', pin: '560064', lat: 13.1007, lng: 77.5963 },
  { name: 'Hebbal', pin: '560024', lat: 13.0358, lng: 77.597 },
  { name: 'Malleshwaram', pin: '560003', lat: 13.0031, lng: 77.5643, aliases: ['Malleswaram'] },
  { name: 'Rajajinagar', pin: '560010', lat: 12.9915, lng: 77.556 },
  { name: 'Basavanagudi', pin: '560004', lat: 12.9422, lng: 77.5736 },
  { name: 'Banashankari', pin: '560070', lat: 12.9255, lng: 77.5468 },
  { name: 'Bellandur', pin: '560103', lat: 12.926, lng: 77.6762 },
  { name: 'MG Road', pin: '560001', lat: 12.9756, lng: 77.605, aliases: ['M G Road', 'Mahatma Gandhi Road'] },
  { name: 'Shivajinagar', pin: '560051', lat: 12.9857, lng: 77.6057 },
  { name: 'Frazer Town', pin: '560005', lat: 12.998, lng: 77.615, aliases: ['Cox Town'] },
  { name: 'RT Nagar', pin: '560032', lat: 13.0213, lng: 77.5946, aliases: ['R T Nagar'] },
  { name: 'Sadashivanagar', pin: '560080', lat: 13.0068, lng: 77.5813 },
  { name: 'Yeshwanthpur', pin: '560022', lat: 13.028, lng: 77.54, aliases: ['Yeshwantpur'] },
  { name: 'Vijayanagar', pin: '560040', lat: 12.9719, lng: 77.5362 },
  { name: 'Kengeri', pin: '560060', lat: 12.9077, lng: 77.4854 },
  { name: 'Banaswadi', pin: '560043', lat: 13.0141, lng: 77.6518, aliases: ['HBR Layout', 'Kalyan Nagar'] },
  { name: 'KR Puram', pin: '560036', lat: 13.0075, lng: 77.695, aliases: ['K R Puram', 'Krishnarajapuram'] },
  { name: 'Domlur', pin: '560071', lat: 12.9609, lng: 77.6387 },
  { name: 'Ulsoor', pin: '560008', lat: 12.9817, lng: 77.6286, aliases: ['Halasuru'] },
  { name: 'Bommanahalli', pin: '560068', lat: 12.903, lng: 77.624, aliases: ['Begur'] },
  { name: 'Jalahalli', pin: '560013', lat: 13.0465, lng: 77.548 },
  { name: 'Vidyaranyapura', pin: '560097', lat: 13.077, lng: 77.558 },
  { name: 'Mahadevapura', pin: '560048', lat: 12.9916, lng: 77.706, aliases: ['Hoodi'] },
  { name: 'Sahakar Nagar', pin: '560092', lat: 13.0622, lng: 77.5866 },
  { name: 'Peenya', pin: '560058', lat: 13.0285, lng: 77.5197 },
  { name: 'Uttarahalli', pin: '560061', lat: 12.905, lng: 77.545 },
  { name: 'Richmond Town', pin: '560025', lat: 12.963, lng: 77.6 },
  { name: 'Wilson Garden', pin: '560027', lat: 12.949, lng: 77.597, aliases: ['Lalbagh'] },
  { name: 'Seshadripuram', pin: '560020', lat: 12.993, lng: 77.573 },
  { name: 'Thanisandra', pin: '560077', lat: 13.055, lng: 77.634 },
  { name: 'Nagarbhavi', pin: '560072', lat: 12.96, lng: 77.51 },
  { name: 'Varthur', pin: '560087', lat: 12.94, lng: 77.746 },
];

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
