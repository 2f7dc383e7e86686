import { describe, expect, it } from 'vitest';
import { eventsOfRole, formOf, preferencesOf, stillInQuietHours } from './settings-form';

describe('the notification settings form', () => {
  it("lists the role's events and the ones quiet hours never hold back", () => {
    expect(eventsOfRole('customer')).toEqual(['newBid', 'slotSoon', 'jobStarted', 'jobCompleted', 'jobReleased', 'rentalConfirmed', 'accountInactive', 'supportAnswered', 'refundProcessed', 'depositRefunded']);
    expect(eventsOfRole('provider')).toEqual(['newJobsNearby', 'bidAccepted', 'bidNotChosen', 'jobSoon', 'identityDecided', 'assessmentResult', 'jobCancelled', 'payoutReturned', 'weeklyStatement']);
    expect(stillInQuietHours('customer')).toEqual(['slotSoon']);
    // A job cancelled in the night may be the one the provider would set out for in the morning.
    expect(stillInQuietHours('provider')).toEqual(['bidAccepted', 'jobSoon', 'jobCancelled']);
    expect(eventsOfRole('admin')).toEqual([]);
  });

  it('starts from the saved settings, with the default quiet hours to turn back on', () => {
    const form = formOf({ events: { newBid: false }, quietHours: null }, 'customer');
    expect(form.events).toMatchObject({ newBid: false, slotSoon: true, jobReleased: true });
    expect(form).toMatchObject({ quietOn: false, quiet: { start: '22:00', end: '07:00' } });
    expect(preferencesOf(form)).toEqual({ ok: true, value: { events: form.events, quietHours: null } });
  });

  it('sends quiet hours only when they are a window', () => {
    const form = formOf({ events: {}, quietHours: { start: '23:00', end: '06:30' } }, 'provider');
    expect(preferencesOf(form)).toMatchObject({ ok: true, value: { quietHours: { start: '23:00', end: '06:30' } } });
    expect(preferencesOf({ ...form, quiet: { start: '23:00', end: '23:00' } })).toEqual({ ok: false, problem: 'sameTime' });
    expect(preferencesOf({ ...form, quiet: { start: '', end: '06:30' } })).toEqual({ ok: false, problem: 'badTime' });
  });
});
