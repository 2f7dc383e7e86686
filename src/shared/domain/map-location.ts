/**
 * The stylised Bangalore map of the booking form. Its viewBox spans latitude 13.1 (top) to
 * 12.7 (bottom) and longitude 77.5 (left) to 77.9 (right), linearly (spec §9).
 */
export const MAP_VIEWBOX = { width: 400, height: 300 } as const;

const TOP_LAT = 13.1;
const LEFT_LNG = 77.5;
const SPAN = 0.4;

export type LatLng = { lat: number; lng: number };
export type MapPoint = { x: number; y: number };

export function mapPointToLatLng(x: number, y: number): LatLng {
  return {
    lat: TOP_LAT - SPAN * (y / MAP_VIEWBOX.height),
    lng: LEFT_LNG + SPAN * (x / MAP_VIEWBOX.width),
  };
}

export function latLngToMapPoint(lat: number, lng: number): MapPoint {
  return {
    x: ((lng - LEFT_LNG) / SPAN) * MAP_VIEWBOX.width,
    y: ((TOP_LAT - lat) / SPAN) * MAP_VIEWBOX.height,
  };
}

export function isInBangalore(lat: number, lng: number): boolean {
  return lat >= 12.8 && lat <= 13.2 && lng >= 77.4 && lng <= 77.8;
}

/** 'lat, lng' to 4 decimals, with ' (Bangalore)' when inside the city box. */
export function formatLocationText(lat: number, lng: number): string {
  const text = `${lat.toFixed(4)}, ${lng.toFixed(4)}`;
  return isInBangalore(lat, lng) ? `${text} (Bangalore)` : text;
}

/** Directions to a point in the phone's maps app (Google Maps URLs, which open the app where installed). */
export function directionsUrl(lat: string | number, lng: string | number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${lat},${lng}`)}`;
}

export type Neighbourhood = { name: string; lat: number; lng: number; x: number; y: number };

function neighbourhood(name: string, lat: number, lng: number): Neighbourhood {
  const { x, y } = latLngToMapPoint(lat, lng);
  return { name, lat, lng, x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10 };
}

/** Labelled places on the map, placed by their real coordinates. */
export const NEIGHBOURHOODS: readonly Neighbourhood[] = [
  neighbourhood('Indiranagar', 12.978, 77.64),
  neighbourhood('Koramangala', 12.935, 77.624),
  neighbourhood('BTM Layout', 12.916, 77.61),
];
