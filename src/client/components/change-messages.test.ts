import { afterEach, describe, expect, it } from 'vitest';
import { loadAreas, setLocale } from '../i18n/i18n';
import { changeLabel, changeToast, jobOfChange, wordingOf } from './change-messages';

const change = (notice: Parameters<typeof wordingOf>[0]) => ({ label: 'Start job: Basic Wash at Indiranagar', notice });

describe('changeToast', () => {
  it('says a kept change will sync, naming it', () => {
    const rent = { label: 'Rent Pressure Washer', notice: { kind: 'rentTool', tool: 'Pressure Washer' } as const };
    expect(changeToast({ kind: 'kept', why: 'offline', change: rent })).toEqual({
      title: "Saved — will sync when you're back online",
      description: 'Rent Pressure Washer',
    });
    expect(changeToast({ kind: 'kept', why: 'busy', change: rent })?.title).toBe('Saved — will sync shortly');
  });

  it('words an applied change from its notice, with what the notice carries', () => {
    expect(changeToast({ kind: 'applied', change: change({ kind: 'placeBid', bidAmount: '450.00', earning: '337.50' }) })).toEqual({
      title: 'Bid Placed',
      description: 'Your bid of ₹450 has been sent to the customer. You earn ₹337.50 if it is accepted.',
    });
    // Changes recorded by an earlier version of the app carry fewer figures.
    expect(changeToast({ kind: 'applied', change: change({ kind: 'placeBid', bidAmount: '450.00' }) })?.description).toBe(
      'Your bid of ₹450 has been sent to the customer.',
    );
    expect(changeToast({ kind: 'applied', change: change({ kind: 'acceptBid', providerName: 'Ravi Kumar', totalAmount: '590.00' }) })?.description).toBe(
      "You accepted Ravi Kumar's bid: you pay ₹590 incl. GST.",
    );
    expect(
      changeToast({ kind: 'applied', change: change({ kind: 'rentTool', rent: '450.00', deposit: '2000.00', total: '2450.00', days: 1 }) })?.description,
    ).toBe('You pay ₹2,450: ₹450 rent for 1 day and a refundable deposit of ₹2,000. Pickup details will be sent via SMS.');
    expect(changeToast({ kind: 'applied', change: change({ kind: 'uploadPhotos', photoType: 'before' }) })?.description).toBe(
      'Before service photos uploaded successfully!',
    );
  });

  it('appends the server reason to a refusal, or says it alone for a job action refused on screen', () => {
    const refused = (whileWatching: boolean) =>
      changeToast({ kind: 'refused', change: change({ kind: 'startJob' }), reason: 'The job is not confirmed', whileWatching });
    expect(refused(false)).toEqual({ title: 'Failed to Start Job', description: 'Please try again later. (The job is not confirmed)', variant: 'destructive' });
    expect(refused(true)).toEqual({ title: 'Failed to Start Job', description: 'The job is not confirmed', variant: 'destructive' });
    const known = changeToast({ kind: 'refused', change: change({ kind: 'startJob' }), reason: 'That code is not right', whileWatching: true }, (r) => `[${r}]`);
    expect(known?.description).toBe('[That code is not right]');
    expect(changeToast({ kind: 'refused', change: change({ kind: 'rentTool' }), reason: 'Rented', whileWatching: true })?.description).toBe(
      'Failed to rent tool. Please try again. (Rented)',
    );
  });

  it('uses the words a change made by an earlier version stored with it', () => {
    const legacy = { label: 'Rent Drill', messages: { success: { title: 'Tool Rented Successfully' }, failure: { title: 'Rental Failed' } } };
    expect(changeToast({ kind: 'applied', change: legacy })).toEqual({ title: 'Tool Rented Successfully' });
    expect(changeToast({ kind: 'refused', change: legacy, reason: 'Rented', whileWatching: false })).toEqual({
      title: 'Rental Failed',
      description: '(Rented)',
      variant: 'destructive',
    });
  });

  it('says a discarded change was discarded', () => {
    expect(changeToast({ kind: 'discarded', change: change({ kind: 'completeJob' }) })).toEqual({
      title: 'Change discarded',
      description: 'Start job: Basic Wash at Indiranagar',
    });
  });
});

describe('changeLabel', () => {
  afterEach(() => setLocale('en'));
  const job = { services: ['Basic Wash', 'Wax'], location: 'Indiranagar' };

  it('names a change as its stored English label did', () => {
    expect(changeLabel({ label: 'x', notice: { kind: 'startJob', job } })).toBe('Start job: Basic Wash, Wax at Indiranagar');
    expect(changeLabel({ label: 'x', notice: { kind: 'placeBid', bidAmount: '450.00', job, revised: true } })).toBe('Revise bid ₹450 on Basic Wash, Wax at Indiranagar');
    expect(changeLabel({ label: 'x', notice: { kind: 'uploadPhotos', photoType: 'after', job: { services: [], location: 'HSR' } } })).toBe('After photos: Service at HSR');
    expect(changeLabel({ label: 'x', notice: { kind: 'saveDayHours', dayOfWeek: 1 } })).toBe('Hours for Monday');
    expect(changeLabel({ label: 'x', notice: { kind: 'uploadIdentityPhoto', side: 'back' } })).toBe('Identity document back');
    expect(jobOfChange({ notice: { kind: 'releaseJob', job } })).toBe('Basic Wash, Wax at Indiranagar');
  });

  it('keeps the stored label of a change whose notice does not name its subject', () => {
    expect(changeLabel({ label: 'Start job: Wash at HSR', notice: { kind: 'startJob' } })).toBe('Start job: Wash at HSR');
    expect(changeLabel({ label: 'Add service Wax', notice: { kind: 'createService' } })).toBe('Add service Wax');
    expect(jobOfChange({ notice: { kind: 'startJob' } })).toBeNull();
  });

  it('names it in the chosen language', async () => {
    await loadAreas('changes');
    await setLocale('kn');
    expect(changeLabel({ label: 'x', notice: { kind: 'startJob', job } })).not.toMatch(/Start|job|at\b/);
    expect(changeLabel({ label: 'x', notice: { kind: 'saveDayHours', dayOfWeek: 0 } })).toContain('ಭಾನುವಾರ');
    await setLocale('hi');
    expect(changeLabel({ label: 'x', notice: { kind: 'completeJob', job } })).toContain('Basic Wash, Wax');
    expect(changeLabel({ label: 'x', notice: { kind: 'completeTraining', trainingType: 'video' } })).not.toMatch(/[A-Za-z]/);
  });
});
