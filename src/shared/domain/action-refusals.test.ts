import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../schemas/admin';
import { AFTER_PHOTOS_REQUIRED, cancelUnavailableText, completeRefusal, SUPPLIER_DETAILS_REQUIRED } from './action-refusals';

const supplier = { supplierName: 'GaadiCare Services Private Limited', supplierAddress: 'Indiranagar, Bengaluru 560038', supplierGstin: '29AAGCG4821K1ZC' };

describe('completeRefusal', () => {
  it('refuses every completion while the invoice supplier is not set, whatever the photos', () => {
    expect(completeRefusal(3, DEFAULT_SETTINGS)).toBe(SUPPLIER_DETAILS_REQUIRED);
    expect(completeRefusal(3, { ...DEFAULT_SETTINGS, ...supplier, supplierGstin: ' ' })).toBe(SUPPLIER_DETAILS_REQUIRED);
    expect(completeRefusal(0, { ...DEFAULT_SETTINGS, ...supplier, requirePhotoVerification: false, supplierName: '' })).toBe(SUPPLIER_DETAILS_REQUIRED);
  });

  it('then asks only for the after photos photo verification needs', () => {
    expect(completeRefusal(0, { ...DEFAULT_SETTINGS, ...supplier })).toBe(AFTER_PHOTOS_REQUIRED);
    expect(completeRefusal(1, { ...DEFAULT_SETTINGS, ...supplier })).toBeNull();
    expect(completeRefusal(0, { ...DEFAULT_SETTINGS, ...supplier, requirePhotoVerification: false })).toBeNull();
  });
});

describe('completeRefusal before the server’s settings are on the device', () => {
  it('leaves the supplier rule to the server and still asks for after photos', () => {
    expect(completeRefusal(1, DEFAULT_SETTINGS, { supplierKnown: false })).toBeNull();
    expect(completeRefusal(0, DEFAULT_SETTINGS, { supplierKnown: false })).toBe(AFTER_PHOTOS_REQUIRED);
  });
});

describe('a booking under way offers no Cancel, and says why', () => {
  it('names the way forward while it is under way, and says nothing once it is pending or finished', () => {
    expect(cancelUnavailableText('in_progress')).toMatch(/started/);
    expect(cancelUnavailableText('emergency_released')).toMatch(/released/);
    for (const status of ['pending', 'confirmed', 'completed', 'cancelled', 'expired'] as const) expect(cancelUnavailableText(status)).toBeNull();
  });
});
