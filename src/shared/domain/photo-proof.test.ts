import { describe, expect, it } from 'vitest';
import { PHOTO_FAR_METERS, isClockOff, isFar, photoProofFacts } from './photo-proof';

const receivedAt = '2026-11-24T05:12:00.000Z'; // 10:42 AM IST

describe('photo proof', () => {
  it('gives the time by the device\'s clock, else when received, and the distance from the address', () => {
    const proof = { receivedAt, capturedAt: receivedAt, distanceMeters: 30 };
    expect(photoProofFacts(proof)).toEqual({ taken: true, time: '10:42 AM', distance: '30 m', warnings: [] });
    expect(photoProofFacts({ ...proof, distanceMeters: 1500 }).distance).toBe('1.5 km');
    expect(photoProofFacts({ receivedAt, capturedAt: null, distanceMeters: null })).toEqual({ taken: false, time: '10:42 AM', distance: null, warnings: [] });
  });

  it('flags a capture time more than 10 minutes from the receive time, either way, and a far place', () => {
    const at = (minutes: number) => new Date(Date.parse(receivedAt) + minutes * 60_000).toISOString();
    expect(isClockOff({ receivedAt, capturedAt: at(-10), distanceMeters: null })).toBe(false);
    expect(isClockOff({ receivedAt, capturedAt: at(-11), distanceMeters: null })).toBe(true);
    expect(isClockOff({ receivedAt, capturedAt: at(11), distanceMeters: null })).toBe(true);
    expect(isFar({ receivedAt, capturedAt: null, distanceMeters: PHOTO_FAR_METERS })).toBe(false);
    expect(isFar({ receivedAt, capturedAt: null, distanceMeters: PHOTO_FAR_METERS + 1 })).toBe(true);
    expect(photoProofFacts({ receivedAt, capturedAt: at(-60), distanceMeters: 900 }).warnings).toEqual(['clockOff', 'far']);
  });
});
