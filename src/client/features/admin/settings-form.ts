import { z } from 'zod';
import { systemSettingsSchema, type SystemSettings } from '../../../shared/schemas/admin';

const wholeText = z
  .string()
  .trim()
  .min(1, 'Enter a whole number')
  .refine((v) => /^-?\d+$/.test(v), 'Enter a whole number');

/** Switches hold booleans; the number inputs hold text, checked only for being whole numbers. */
export const settingsFormSchema = z.object({
  maintenanceMode: z.boolean(),
  maxActiveBookings: wholeText,
  autoAcceptBids: z.boolean(),
  requirePhotoVerification: z.boolean(),
  allowCancellations: z.boolean(),
  cancellationDeadlineHours: wholeText,
  earlyStartMinutes: wholeText,
  payoutHoldHours: wholeText,
  cashOwedLimit: systemSettingsSchema.shape.cashOwedLimit,
  freeCancellationHours: wholeText,
  lateCancellationFee: systemSettingsSchema.shape.lateCancellationFee,
  // The tax invoice supplier: the same rules (and GSTIN check) as the server.
  supplierName: systemSettingsSchema.shape.supplierName,
  supplierAddress: systemSettingsSchema.shape.supplierAddress,
  supplierGstin: systemSettingsSchema.shape.supplierGstin,
  // Privacy: job photos' retention and the grievance officer (privacy-settings-card.tsx).
  photoRetentionDays: wholeText,
  grievanceOfficerName: systemSettingsSchema.shape.grievanceOfficerName,
  grievanceOfficerEmail: systemSettingsSchema.shape.grievanceOfficerEmail,
  grievanceOfficerPhone: systemSettingsSchema.shape.grievanceOfficerPhone,
});
export type SettingsFormValues = z.infer<typeof settingsFormSchema>;

export function toSettingsForm(s: SystemSettings): SettingsFormValues {
  return {
    ...s,
    maxActiveBookings: String(s.maxActiveBookings),
    cancellationDeadlineHours: String(s.cancellationDeadlineHours),
    earlyStartMinutes: String(s.earlyStartMinutes),
    payoutHoldHours: String(s.payoutHoldHours),
    photoRetentionDays: String(s.photoRetentionDays),
    freeCancellationHours: String(s.freeCancellationHours),
  };
}

export function fromSettingsForm(v: SettingsFormValues): SystemSettings {
  return {
    ...v,
    maxActiveBookings: Number(v.maxActiveBookings),
    cancellationDeadlineHours: Number(v.cancellationDeadlineHours),
    earlyStartMinutes: Number(v.earlyStartMinutes),
    payoutHoldHours: Number(v.payoutHoldHours),
    photoRetentionDays: Number(v.photoRetentionDays),
    freeCancellationHours: Number(v.freeCancellationHours),
  };
}
