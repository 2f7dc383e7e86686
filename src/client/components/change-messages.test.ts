import { describe, expect, it } from 'vitest';
import { changeToast, wordingOf } from './change-messages';

const change = (notice: Parameters<typeof wordingOf>[0]) => ({ label: 'Start job: Basic Wash at Indiranagar', notice });

describe('changeToast', () => {
  it('says a kept change will sync, naming it', () => {
    expect(changeToast({ kind: 'kept', why: 'offline', label: 'Rent Pressure Washer' })).toEqual({
      title: "Saved — will sync when you're back online",
      description: 'Rent Pressure Washer',
    });
    expect(changeToast({ kind: 'kept', why: 'busy', label: 'Rent Pressure Washer' })?.title).toBe('Saved — will sync shortly');
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
