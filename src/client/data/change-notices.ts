import type { PhotoType } from '../../shared/schemas/booking';
import type { TrainingType } from '../../shared/schemas/onboarding';
import type { IdPhotoSide } from '../../shared/schemas/onboarding';

/**
 * What a change is, with what its wording needs (components/change-messages.ts words it). It
 * is stored with the pending change, because how the change went may only be known after a
 * reload (a service-worker replay).
 */
export type ChangeNotice =
  | { kind: 'createBooking' }
  // The price fields are missing from changes recorded by an earlier version of the app.
  | { kind: 'acceptBid'; providerName?: string; totalAmount?: string }
  | { kind: 'uploadPhotos'; photoType: PhotoType }
  | { kind: 'submitFeedback' }
  | { kind: 'cancelBooking' }
  | { kind: 'placeBid'; bidAmount: string; earning?: string }
  | { kind: 'startJob' }
  | { kind: 'completeJob' }
  | { kind: 'releaseJob' }
  | { kind: 'savePricing' }
  | { kind: 'saveSettings' }
  | { kind: 'createService' }
  | { kind: 'updateService' }
  | { kind: 'deleteService' }
  | { kind: 'setUserVerified'; verified: boolean; userName: string }
  | { kind: 'uploadIdentityPhoto'; side: IdPhotoSide }
  | { kind: 'submitIdentity' }
  | { kind: 'completeTraining'; trainingType: TrainingType }
  | { kind: 'saveDayHours' }
  | { kind: 'saveRates' }
  | { kind: 'rentTool'; rent?: string; deposit?: string; total?: string; days?: number }
  | { kind: 'returnTool'; deposit?: string };

export type ChangeKind = ChangeNotice['kind'];
