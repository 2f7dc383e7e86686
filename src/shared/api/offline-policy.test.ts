import { describe, expect, it } from 'vitest';
import { OFFLINE_POLICIES, WRITE_METHODS, offlinePolicyLookup, writeRulesOf, type OfflinePolicy } from './offline-policy';
import { apiRequest, route, type ApiRoute } from './route';
import { apiRoutes } from './routes';

const rules = writeRulesOf(apiRoutes);
const policyOf = offlinePolicyLookup(rules);
const isWrite = (r: ApiRoute) => (WRITE_METHODS as readonly string[]).includes(r.method);

/** A URL of the route with every `:param` filled. */
const sampleUrl = (r: ApiRoute) => `/api${r.path.replace(/:[A-Za-z0-9]+/g, 'x-1')}`;

describe('the offline policy of the route table', () => {
  it('is declared by every write route and by no read', () => {
    for (const r of Object.values(apiRoutes) as ApiRoute[]) {
      if (isWrite(r)) expect(Object.keys(OFFLINE_POLICIES), `${r.method} ${r.path}`).toContain(r.offline);
      else expect(r.offline, `${r.method} ${r.path}`).toBeUndefined();
    }
    expect(rules).toHaveLength((Object.values(apiRoutes) as ApiRoute[]).filter(isWrite).length);
  });

  it('keeps sign-in, the persona switch and the account online, and lets the rest wait', () => {
    const online = Object.entries(apiRoutes)
      .filter(([, r]) => isWrite(r) && r.offline !== 'queue')
      .map(([name, r]) => [name, r.offline]);
    expect(Object.fromEntries(online)).toEqual({
      switchPersona: 'personaSwitch',
      requestSignInCode: 'signIn',
      verifySignInCode: 'signIn',
      signOut: 'signOut',
      signOutEverywhere: 'signOut',
      signOutOtherDevices: 'signOut',
      updateAccount: 'account',
      joinAsProvider: 'account',
      startTrainingVideo: 'serverAnswer',
      drawAssessment: 'serverAnswer',
      submitAssessment: 'serverAnswer',
      sendTestPush: 'serverAnswer',
      changePhone: 'account',
      eraseMyAccount: 'accountDeletion',
      saveMyConsents: 'account',
      startPayment: 'payment',
      verifyPayment: 'payment',
      paymentWebhook: 'payment',
      settleCashOwed: 'payment',
      cancelConfirmedBooking: 'payment',
      refundBooking: 'refund',
      startRentalPayment: 'payment',
      recordRentalCash: 'payment',
      settleRentalDeposit: 'refund',
      rentalDepositPaidBack: 'refund',
      runPayouts: 'payout',
      makeBankFile: 'payout',
      settleBankFilePayouts: 'payout',
      savePayoutAccount: 'account',
    });
    for (const name of ['createBooking', 'placeBid', 'startJob', 'completeJob', 'uploadPhotos', 'submitFeedback', 'submitIdentity', 'saveSettings', 'updateUser', 'recordCashPayment'] as const) {
      expect(apiRoutes[name].offline, name).toBe('queue');
    }
  });

  it('refuses, at run time too, a write declared without one', () => {
    // @ts-expect-error: a write route must name its offline policy
    expect(() => route('POST', '/payments')).toThrow('POST /payments needs its offline policy');
    expect(route('POST', '/payments', { offline: 'payment' }).offline).toBe('payment');
  });
});

describe('offlinePolicyLookup', () => {
  it("finds every write route's own policy from its method and a URL with its parameters filled", () => {
    for (const r of rules) expect(policyOf(r.method, sampleUrl(r as unknown as ApiRoute)), `${r.method} ${r.path}`).toBe(r.offline);
  });

  it('matches a parameter as one whole segment, encoded or not, and ignores the query', () => {
    expect(policyOf('POST', apiRequest(apiRoutes.startJob, { id: 'b 1/2' }).url)).toBe('queue');
    expect(policyOf('POST', '/api/bookings/b1/start?x=1')).toBe('queue');
    expect(policyOf('POST', '/api/bookings/b1/start/more')).toBeNull();
    expect(policyOf('POST', '/api/bookings//start')).toBeNull();
    expect(policyOf('PATCH', '/api/account')).toBe('account');
    expect(policyOf('POST', '/api/account/provider')).toBe('account');
  });

  it('never names a policy for a read, another method, or a path no route has', () => {
    for (const r of Object.values(apiRoutes) as ApiRoute[]) if (!isWrite(r)) expect(policyOf('GET', sampleUrl(r))).toBeNull();
    expect(policyOf('DELETE', '/api/bookings')).toBeNull();
    expect(policyOf('POST', '/api/payments')).toBeNull();
    expect(policyOf('POST', '/api/bookings-extra')).toBeNull();
    expect(policyOf('POST', '/bookings')).toBeNull();
  });

  it('reads only the rules it is given', () => {
    const only = offlinePolicyLookup([{ method: 'POST', path: '/refunds/:id', offline: 'refund' satisfies OfflinePolicy }]);
    expect(only('POST', '/api/refunds/r1')).toBe('refund');
    expect(only('POST', '/api/bookings')).toBeNull();
  });
});
