import { describe, expect, it } from 'vitest';
import { apiUrl, matchApiUrl, route } from './route';
import { apiRoutes } from './routes';

describe('the route table', () => {
  it('names each method and path once', () => {
    const seen = Object.values(apiRoutes).map((r) => `${r.method} ${r.path}`);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('gives every path parameter an id schema', () => {
    expect(Object.keys(apiRoutes.acceptBid.params.shape)).toEqual(['bidId']);
    expect(Object.keys(apiRoutes.listTools.params.shape)).toEqual([]);
    expect(apiRoutes.startJob.params.safeParse({ id: 'b-1' }).success).toBe(true);
    expect(apiRoutes.startJob.params.safeParse({ id: '' }).success).toBe(false);
  });
});

describe('apiUrl', () => {
  it('fills the path under /api, encoding each parameter', () => {
    expect(apiUrl(apiRoutes.listTools)).toBe('/api/tools');
    expect(apiUrl(apiRoutes.startJob, { id: 'b 1/2' })).toBe('/api/bookings/b%201%2F2/start');
    expect(apiUrl(apiRoutes.getProviderStats, { providerId: 'provider-1' })).toBe('/api/provider/provider-1/stats');
  });

  it('adds the query when one is given', () => {
    expect(apiUrl(apiRoutes.listServices, {}, { includeRetired: 'true' })).toBe('/api/services?includeRetired=true');
    expect(apiUrl(apiRoutes.listServices)).toBe('/api/services');
    expect(apiUrl(apiRoutes.customerHistory, { customerId: 'c1' }, { status: undefined })).toBe('/api/history/customer/c1');
  });

  it('refuses a missing parameter', () => {
    const loose = route('GET', '/things/:thingId');
    expect(() => apiUrl(loose, { thingId: '' })).toThrow('GET /things/:thingId needs a value for :thingId');
  });
});

describe('matchApiUrl', () => {
  it('reads the parameters back, decoded', () => {
    expect(matchApiUrl(apiRoutes.startJob, '/api/bookings/b%201/start')).toEqual({ id: 'b 1' });
    expect(matchApiUrl(apiRoutes.listTools, '/api/tools?x=1')).toEqual({});
  });

  it('answers null for another route', () => {
    expect(matchApiUrl(apiRoutes.startJob, '/api/bookings/b1/complete')).toBeNull();
    expect(matchApiUrl(apiRoutes.startJob, '/api/bookings/b1/start/more')).toBeNull();
    expect(matchApiUrl(apiRoutes.getBooking, '/bookings/b1')).toBeNull();
  });
});
