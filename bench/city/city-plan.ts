/**
 * The simulated city: who exists, where, and what they do. Pure data, shared by the seeding (the
 * orchestrator) and the load generator (its child process), so both agree on every id and place.
 */
import { LOCALITIES, distanceKm, type Coordinates } from '../../src/shared/domain/localities';

export interface CityScale {
  providers: number;
  customers: number;
  openJobs: number;
  radiusKm: number;
  /** Poll periods, as the app's registry has them (src/client/data/registry/bookings.ts). */
  providerJobsEveryMs: number;
  customerBidsEveryMs: number;
  writesPerSecond: number;
  /** The measured period, after every device's first (whole-scope) pull. */
  durationMs: number;
  /** Devices making their first pull at once during the warm-up. */
  warmupConcurrency: number;
  /** Writes stop this long before the end, so every device makes unchanged polls too. */
  quietTailMs: number;
}

export const FULL_SCALE: CityScale = {
  providers: 2_000,
  customers: 2_000,
  openJobs: 3_000,
  radiusKm: 10,
  providerJobsEveryMs: 10_000,
  customerBidsEveryMs: 5_000,
  writesPerSecond: 5,
  durationMs: 3 * 60_000,
  warmupConcurrency: 8,
  quietTailMs: 0,
};

export const SMOKE_SCALE: CityScale = {
  ...FULL_SCALE,
  providers: 100,
  customers: 100,
  openJobs: 300,
  durationMs: 25_000,
  warmupConcurrency: 4,
  quietTailMs: 12_000,
};

/** A small deterministic generator (mulberry32): the same city on every run. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A point near a random locality's centre (up to `spreadKm` away), so places follow the city's shape. */
export function placeInCity(rand: () => number, spreadKm = 2.5): Coordinates & { locality: string } {
  const locality = LOCALITIES[Math.floor(rand() * LOCALITIES.length)];
  const km = rand() * spreadKm;
  const bearing = rand() * 2 * Math.PI;
  const lat = locality.lat + (km / 111.2) * Math.cos(bearing);
  const lng = locality.lng + (km / (111.2 * Math.cos((locality.lat * Math.PI) / 180))) * Math.sin(bearing);
  return { lat: Math.round(lat * 1e6) / 1e6, lng: Math.round(lng * 1e6) / 1e6, locality: locality.name };
}

export interface CityPlan {
  tag: string;
  providers: { id: string; base: Coordinates }[];
  customers: { id: string }[];
  jobs: { id: string; customerId: string; place: Coordinates & { locality: string } }[];
}

export function planCity(scale: CityScale, tag: string): CityPlan {
  const rand = random(20_261_124);
  const providers = Array.from({ length: scale.providers }, (_, i) => ({ id: `bench-${tag}-p${i + 1}`, base: placeInCity(rand) }));
  const customers = Array.from({ length: scale.customers }, (_, i) => ({ id: `bench-${tag}-c${i + 1}` }));
  // Every customer has one open booking; the rest of the open jobs belong to customers at random.
  const jobs = Array.from({ length: scale.openJobs }, (_, i) => ({
    id: `bench-${tag}-j${i + 1}`,
    customerId: customers[i < customers.length ? i : Math.floor(rand() * customers.length)].id,
    place: placeInCity(rand),
  }));
  return { tag, providers, customers, jobs };
}

export function withinRadius(base: Coordinates, place: Coordinates, radiusKm: number): boolean {
  return distanceKm(base, place) <= radiusKm;
}
