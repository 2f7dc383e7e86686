import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../../../shared/api/routes';
import { matchApiUrl } from '../../../shared/api/route';
import { PUBLISHED_MIRROR_STORES } from '../engine/db';
import { JOB_DEFS, jobUrl, type JobId, type JobRef } from '../engine/sync-jobs';
import { MIRROR_TABLES, PER_USER_TABLES, mirrorStoreChanges, mirrorStores } from '../engine/tables';

const customer = { userId: 'customer-1', role: 'customer' as const };
const provider = { userId: 'provider-1', role: 'provider' as const };
const admin = { userId: 'admin-1', role: 'admin' as const };

describe('the mirror registry', () => {
  it('describes exactly the tables and indexes of the newest published Dexie version', () => {
    expect(mirrorStores()).toEqual(PUBLISHED_MIRROR_STORES);
    expect(mirrorStoreChanges(PUBLISHED_MIRROR_STORES)).toEqual({});
  });

  it('derives what a new version must declare', () => {
    const published = { ...PUBLISHED_MIRROR_STORES, bids: 'id, bookingId', retired: 'id' };
    delete (published as Record<string, string>).tools;
    expect(mirrorStoreChanges(published)).toEqual({ bids: 'id, bookingId, providerId', tools: 'id', retired: null });
  });

  it('empties only the per-persona tables on a persona change', () => {
    expect(MIRROR_TABLES.filter((t) => !PER_USER_TABLES.includes(t)).sort()).toEqual(['assessmentQuestions', 'services', 'session', 'tools', 'trainingModules']);
  });

  it('fetches every job from a GET route of the shared table', () => {
    const gets = Object.values(apiRoutes).filter((r) => r.method === 'GET');
    const params = { bookingId: 'b1', customerId: 'customer-2', providerId: 'provider-2' };
    for (const id of Object.keys(JOB_DEFS) as JobId[]) {
      const role = JOB_DEFS[id].roles?.includes('admin') === false ? JOB_DEFS[id].roles![0] : 'admin';
      const url = jobUrl({ id, params }, { userId: `${role}-1`, role });
      expect(url, id).not.toBeNull();
      expect(gets.some((r) => matchApiUrl(r, url!)), `${id}: ${url}`).toBe(true);
    }
  });

  it('keeps every URL as it is on the wire', () => {
    const urls = (refs: JobRef[], ctx: typeof customer | typeof provider | typeof admin) => refs.map((ref) => jobUrl(ref, ctx));
    expect(urls(['session', 'services', 'tools', 'toolRentals', 'customerBookings', 'customerHistory', 'feedback'], customer)).toEqual([
      '/api/session',
      '/api/services',
      '/api/tools',
      '/api/tool-rentals/customer/customer-1',
      '/api/sync/bookings',
      '/api/history/customer/customer-1',
      '/api/feedback',
    ]);
    expect(
      urls(
        ['providerBookings', 'pendingBookings', 'myBids', 'emergencyBookings', 'providerHistory', 'activeProviders', 'providerProfile', 'availability',
          'activeAvailability', 'providerStats', 'verification', 'trainingModules', 'assessmentQuestions'],
        provider,
      ),
    ).toEqual([
      '/api/sync/bookings',
      '/api/sync/jobs',
      '/api/sync/bids',
      '/api/bookings/emergency-released',
      '/api/history/provider/provider-1',
      '/api/provider-profile/active',
      '/api/provider-profile/provider-1',
      '/api/provider-availability/provider-1',
      '/api/provider-availability',
      '/api/provider/provider-1/stats',
      '/api/provider/provider-1/verification-status',
      '/api/training/modules',
      '/api/assessment/questions',
    ]);
    expect(urls(['services', 'allBookings', 'users', 'pricing', 'settings', { id: 'booking', params: { bookingId: 'b 1' } }], admin)).toEqual([
      '/api/services?includeRetired=true',
      '/api/bookings',
      '/api/users',
      '/api/admin/pricing',
      '/api/admin/settings',
      '/api/bookings/b%201',
    ]);
  });

  it('skips a job the persona cannot ask for, or one missing its parameter', () => {
    expect(jobUrl('users', customer)).toBeNull();
    expect(jobUrl('customerBookings', provider)).toBeNull();
    expect(jobUrl('providerBookings', customer)).toBeNull();
    expect(jobUrl('customerBookings', admin)).toBeNull();
    expect(jobUrl({ id: 'booking', params: {} }, customer)).toBeNull();
    expect(jobUrl('availability', { userId: null, role: null })).toBeNull();
  });
});
