import { RETENTION } from './privacy';
import { DEFAULT_EARLY_START_MINUTES } from './slot-rules';

/**
 * The settings a fresh installation starts with, without zod: screens show them until the
 * server's arrive, and the booking form's first view reads them before its rules load (ADR 107).
 * schemas/admin.ts re-exports them typed as SystemSettings, which checks their shape.
 */
export const DEFAULT_PRIVACY_SETTINGS = {
  photoRetentionDays: RETENTION.defaultPhotoDays,
  grievanceOfficerName: '',
  grievanceOfficerEmail: '',
  grievanceOfficerPhone: '',
};

export const DEFAULT_SETTINGS = {
  maintenanceMode: false,
  maxActiveBookings: 50,
  autoAcceptBids: false,
  requirePhotoVerification: true,
  allowCancellations: true,
  cancellationDeadlineHours: 2,
  earlyStartMinutes: DEFAULT_EARLY_START_MINUTES,
  payoutHoldHours: 24,
  cashOwedLimit: '2000.00',
  freeCancellationHours: 2,
  lateCancellationFee: '100.00',
  // Outside demo mode the operator enters the platform's own (Admin → Settings).
  supplierName: '',
  supplierAddress: '',
  supplierGstin: '',
  ...DEFAULT_PRIVACY_SETTINGS,
};
