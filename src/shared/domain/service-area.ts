import { distanceKm, matchLocality, parseCoordinates, type Coordinates } from './localities';
import type { ServiceArea } from '../schemas/provider';

export type { ServiceArea };

/**
 * Where a provider takes bookings, as everyone may know it (ADR 099): the provider's base, else
 * the centre of the locality their account names (as the open-jobs feed measures from,
 * server/modules/bookings/nearby.ts), rounded to a grid of AREA_GRID_DEGREES (about 1.1 km), so
 * the published area does not point at a home, with the radius shortened by the most the
 * rounding can move the centre, so every place inside the published area is inside the real one:
 * a customer told "a provider serves this address" is never outside that provider's feed.
 *
 * The booking form checks the address against the mirrored areas before the submit, and the
 * server refuses a booking that no active provider's area covers with the same rule.
 */
export const AREA_GRID_DEGREES = 0.01;
/** Half the grid cell's diagonal at Bangalore's latitude is 0.78 km; a little more is taken off. */
export const AREA_ROUNDING_KM = 0.8;

const onGrid = (deg: number) => Math.round(deg / AREA_GRID_DEGREES) * AREA_GRID_DEGREES;

/** A provider's published area, or null when neither a base nor a known locality places them (they then serve everywhere, as their feed shows every job). */
export function serviceAreaOf(provider: {
  baseLatitude: string | null;
  baseLongitude: string | null;
  serviceRadius: number;
  accountLocation: string | null;
}): ServiceArea | null {
  const locality = provider.accountLocation ? matchLocality(provider.accountLocation) : null;
  const centre = parseCoordinates(provider.baseLatitude, provider.baseLongitude) ?? (locality ? { lat: locality.lat, lng: locality.lng } : null);
  if (!centre) return null;
  return { lat: Number(onGrid(centre.lat).toFixed(2)), lng: Number(onGrid(centre.lng).toFixed(2)), radiusKm: Math.max(0, provider.serviceRadius - AREA_ROUNDING_KM) };
}

/** Whether an area covers a point; an unknown area (null or not sent) covers every point. */
export function areaServes(area: ServiceArea | null | undefined, point: Coordinates): boolean {
  return !area || distanceKm(area, point) <= area.radiusKm;
}

/** The providers whose area covers `point`; all of them when the point is not known yet. */
export function providersServing<T extends { serviceArea?: ServiceArea | null }>(providers: readonly T[], point: Coordinates | null): T[] {
  return point ? providers.filter((p) => areaServes(p.serviceArea, point)) : [...providers];
}

/** The server's refusal of a booking no active provider's area covers (the client words it from this text). */
export const OUTSIDE_SERVICE_AREA_MESSAGE = 'No provider serves this address yet; choose a place nearer to where providers work, or check back soon';
