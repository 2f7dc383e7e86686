import { describe, expect, it } from 'vitest';
import { PHOTO_FAR_METERS, isClockOff, isFar, photoProofText, photoProofWarnings } from './photo-proof';

const receivedAt = '2026-11-24T05:12:00.000Z'; // 10:42 AM IST

describe('photo proof', () => {
  it('reads "Taken 10:42 AM (device clock), 30 m from your address"', () => {
    const proof = { receivedAt, capturedAt: receivedAt, distanceMeters: 30 };
    expect(photoProofText(proof, 'your')).toBe('Taken 10:42 AM (device clock), 30 m from your address');
    expect(photoProofText({ ...proof, distanceMeters: 1500 }, 'the booking')).toBe('Taken 10:42 AM (device clock), 1.5 km from the booking address');
    expect(photoProofText({ receivedAt, capturedAt: null, distanceMeters: null }, 'your')).toBe('Received 10:42 AM, place unknown');
    expect(photoProofWarnings(proof)).toEqual([]);
  });

  it('flags a capture time more than 10 minutes from the receive time, either way, and a far place', () => {
    const at = (minutes: number) => new Date(Date.parse(receivedAt) + minutes * 60_000).toISOString();
    expect(isClockOff({ receivedAt, capturedAt: at(-10), distanceMeters: null })).toBe(false);
    expect(isClockOff({ receivedAt, capturedAt: at(-11), distanceMeters: null })).toBe(true);
    expect(isClockOff({ receivedAt, capturedAt: at(11), distanceMeters: null })).toBe(true);
    expect(isFar({ receivedAt, capturedAt: null, distanceMeters: PHOTO_FAR_METERS })).toBe(false);
    expect(isFar({ receivedAt, capturedAt: null, distanceMeters: PHOTO_FAR_METERS + 1 })).toBe(true);
    expect(photoProofWarnings({ receivedAt, capturedAt: at(-60), distanceMeters: 900 })).toEqual([
      "the phone's time is more than 10 minutes from when we received it",
      'more than 200 m from the address',
    ]);
  });
});
