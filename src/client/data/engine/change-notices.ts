import type { PhotoType } from '../../../shared/schemas/booking';
import type { TrainingType } from '../../../shared/schemas/onboarding';
import type { IdPhotoSide } from '../../../shared/schemas/onboarding';

/** The job a change is about, as its label names it: its services and where. */
export interface JobSubject {
  services: string[];
  location: string;
}

/**
 * What a change is, with what its wording needs (components/change-messages.ts words it). It
 * is stored with the pending change, because how the change went may only be known after a
 * reload (a service-worker replay).
 */
export type ChangeNotice =
  | { kind: 'createBooking' }
  // The price fields are missing from changes recorded by an earlier version of the app.
  | { kind: 'acceptBid'; providerName?: string; totalAmount?: string }
  // `job`, `day` and `tool` name the change in the sync list; changes recorded by an earlier version of the app lack them.
  | { kind: 'uploadPhotos'; photoType: PhotoType; job?: JobSubject }
  | { kind: 'submitFeedback' }
  | { kind: 'cancelBooking' }
  | { kind: 'placeBid'; bidAmount: string; earning?: string; job?: JobSubject; revised?: boolean }
  | { kind: 'startJob'; job?: JobSubject }
  | { kind: 'completeJob'; job?: JobSubject }
  | { kind: 'releaseJob'; job?: JobSubject }
  | { kind: 'recordPayment'; method: 'cash' | 'upi'; job?: JobSubject }
  | { kind: 'savePricing' }
  | { kind: 'saveSettings' }
  | { kind: 'createService' }
  | { kind: 'updateService' }
  | { kind: 'deleteService' }
  | { kind: 'updateTool' }
  | { kind: 'setUserVerified'; verified: boolean; userName: string }
  | { kind: 'uploadIdentityPhoto'; side: IdPhotoSide }
  | { kind: 'submitIdentity' }
  | { kind: 'completeTraining'; trainingType: TrainingType }
  | { kind: 'saveDayHours'; dayOfWeek?: number }
  | { kind: 'saveRates' }
  | { kind: 'rentTool'; rent?: string; deposit?: string; total?: string; days?: number; tool?: string }
  | { kind: 'returnTool'; deposit?: string; tool?: string }
  | { kind: 'fileSupportTicket' }
  | { kind: 'markNotificationsRead'; all: boolean }
  | { kind: 'saveNotificationPreferences' };

export type ChangeKind = ChangeNotice['kind'];
