import { describe, expect, it } from 'vitest';
import { writeRulesOf } from '../src/shared/api/offline-policy';
import { apiRequest } from '../src/shared/api/route';
import { apiRoutes } from '../src/shared/api/routes';
import { queueableWrites, withIdempotencyKey } from './write-route';

const ORIGIN = 'https://gaadicare.test';
// What the build puts into the worker (vite.config.ts's define of __WRITE_RULES__), through JSON as there.
const isQueueableWrite = queueableWrites(JSON.parse(JSON.stringify(writeRulesOf(apiRoutes))));
const takes = (call: { method: string; url: string }, origin = ORIGIN) => isQueueableWrite(new URL(call.url, origin), call.method, ORIGIN);

describe("the worker's write route", () => {
  it('takes the writes the route table lets wait', () => {
    expect(takes(apiRequest(apiRoutes.createBooking))).toBe(true);
    expect(takes(apiRequest(apiRoutes.placeBid))).toBe(true);
    expect(takes(apiRequest(apiRoutes.startJob, { id: 'b1' }))).toBe(true);
    expect(takes(apiRequest(apiRoutes.uploadPhotos, { id: 'b1' }))).toBe(true);
    expect(takes(apiRequest(apiRoutes.updateAvailability, { id: 'provider-1' }))).toBe(true);
    expect(takes(apiRequest(apiRoutes.saveSettings))).toBe(true);
    expect(takes(apiRequest(apiRoutes.deleteService, { id: 's1' }))).toBe(true);
  });

  it('leaves every write that needs a connection to the network, so it is never stored for later', () => {
    for (const call of [
      apiRequest(apiRoutes.requestSignInCode),
      apiRequest(apiRoutes.verifySignInCode),
      apiRequest(apiRoutes.signOut),
      apiRequest(apiRoutes.switchPersona),
      apiRequest(apiRoutes.updateAccount),
      apiRequest(apiRoutes.joinAsProvider),
      apiRequest(apiRoutes.drawAssessment),
      apiRequest(apiRoutes.startTrainingVideo, { providerId: 'provider-3' }),
    ]) {
      expect(takes(call), `${call.method} ${call.url}`).toBe(false);
    }
  });

  it('leaves reads, other origins and paths no route has alone', () => {
    expect(takes({ method: 'GET', url: '/api/bookings' })).toBe(false);
    expect(takes(apiRequest(apiRoutes.createBooking), 'https://elsewhere.test')).toBe(false);
    expect(takes({ method: 'POST', url: '/api/payments' })).toBe(false);
    expect(takes({ method: 'POST', url: '/bookings' })).toBe(false);
  });

  it('gives a write without one an Idempotency-Key, and keeps the one it has', () => {
    const fresh = withIdempotencyKey(new Request(`${ORIGIN}/api/bookings`, { method: 'POST' }));
    expect(fresh.request.headers.get('Idempotency-Key')).toBe(fresh.key);
    const kept = withIdempotencyKey(new Request(`${ORIGIN}/api/bookings`, { method: 'POST', headers: { 'Idempotency-Key': 'k-1' } }));
    expect(kept.key).toBe('k-1');
  });
});
