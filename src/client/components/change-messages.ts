import { formatAmount } from '../../shared/pricing/money';
import type { ChangeKind, ChangeNotice } from '../data/change-notices';
import { listenToChangeReports, type ChangeReport, type ReportedChange } from '../data/change-reports';
import { toast, type ToastInput } from './ui/toast';

/**
 * The words for how each kind of change went (the spec's toasts). The data layer reports
 * outcomes with a code (data/change-reports.ts); this is the one place they are worded.
 */
export interface Words {
  title: string;
  description?: string;
}

export interface ChangeWording {
  success?: Words;
  failure: Words;
  /** Spec §8: refused while the user watches, the toast says the server's message itself (or the failure description). */
  failureInServerWords?: boolean;
}

const TRY_AGAIN_LATER = 'Please try again later.';
const PHOTOS_FAILED: Words = { title: 'Upload Failed', description: 'Failed to upload photos. Please try again.' };
const SETTINGS_FAILED: Words = { title: 'Update Failed', description: 'Failed to update settings. Please try again.' };

const WORDING: { [K in ChangeKind]: (notice: Extract<ChangeNotice, { kind: K }>) => ChangeWording } = {
  createBooking: () => ({
    success: { title: 'Booking Created', description: 'Your service booking has been created successfully!' },
    failure: { title: 'Booking Failed', description: 'Failed to create booking. Please try again.' },
  }),
  acceptBid: ({ providerName, totalAmount }) => ({
    success: {
      title: 'Bid Accepted',
      description:
        providerName && totalAmount
          ? `You accepted ${providerName}'s bid: you pay ${formatAmount(totalAmount)} incl. GST.`
          : "You have successfully accepted the provider's bid!",
    },
    failure: { title: 'Failed to Accept Bid', description: 'Something went wrong. Please try again.' },
  }),
  uploadPhotos: ({ photoType }) => ({
    success: { title: 'Photos Uploaded', description: `${photoType === 'before' ? 'Before' : 'After'} service photos uploaded successfully!` },
    failure: PHOTOS_FAILED,
  }),
  submitFeedback: () => ({
    success: { title: 'Feedback Submitted', description: 'Thank you for rating your service!' },
    failure: { title: 'Submission Failed', description: 'Failed to submit feedback. Please try again.' },
  }),
  cancelBooking: () => ({
    success: { title: 'Booking Cancelled', description: 'Your booking has been cancelled.' },
    failure: { title: 'Cancellation Failed', description: 'Failed to cancel booking. Please try again.' },
  }),
  placeBid: ({ bidAmount, earning }) => ({
    success: {
      title: 'Bid Placed',
      description: `Your bid of ${formatAmount(bidAmount)} has been sent to the customer.${earning ? ` You earn ${formatAmount(earning)} if it is accepted.` : ''}`,
    },
    failure: { title: 'Bid Failed', description: 'Failed to place bid. Please try again.' },
  }),
  startJob: () => ({
    success: { title: 'Job Started', description: 'The customer has been told you are on the job.' },
    failure: { title: 'Failed to Start Job', description: TRY_AGAIN_LATER },
    failureInServerWords: true,
  }),
  completeJob: () => ({
    success: { title: 'Job Completed', description: 'Great work! Your earnings have been updated.' },
    failure: { title: 'Failed to Complete Job', description: TRY_AGAIN_LATER },
    failureInServerWords: true,
  }),
  releaseJob: () => ({
    success: { title: 'Job Released Successfully', description: 'The job is open to other providers with high priority.' },
    failure: { title: 'Release Failed', description: 'Failed to release booking' },
    failureInServerWords: true,
  }),
  savePricing: () => ({
    success: { title: 'Pricing configuration saved' },
    failure: { title: 'Failed to save pricing', description: 'The configuration was not changed.' },
  }),
  saveSettings: () => ({ success: { title: 'System settings updated' }, failure: SETTINGS_FAILED }),
  createService: () => ({ success: { title: 'Service created successfully' }, failure: { title: 'Failed to create service' } }),
  updateService: () => ({ success: { title: 'Service updated successfully' }, failure: { title: 'Failed to update service' } }),
  deleteService: () => ({ success: { title: 'Service deleted successfully' }, failure: { title: 'Failed to delete service' } }),
  setUserVerified: ({ verified, userName }) => ({
    success: { title: verified ? 'User verified' : 'User no longer verified', description: userName },
    failure: { title: 'Failed to update user' },
  }),
  uploadIdentityPhoto: ({ side }) => ({
    success: { title: 'Photo Uploaded', description: `The ${side} of your document is uploaded.` },
    failure: { title: 'Upload Failed', description: `The ${side} photo of your document was not uploaded. Please try again.` },
    failureInServerWords: true,
  }),
  submitIdentity: () => ({
    success: { title: 'Identity Verification Submitted', description: 'Your documents have been submitted for review.' },
    failure: { title: 'Submission Failed', description: 'Failed to submit your documents. Please try again.' },
    failureInServerWords: true,
  }),
  completeTraining: ({ trainingType }) => ({
    success: {
      title: 'Training Completed',
      description: trainingType === 'video' ? 'Video training marked as complete.' : 'Etiquette training marked as complete.',
    },
    failure: { title: 'Training Update Failed', description: 'Failed to mark the training complete. Please try again.' },
    failureInServerWords: true,
  }),
  saveDayHours: () => ({
    success: { title: 'Availability updated successfully' },
    failure: { title: 'Error', description: 'Failed to update availability' },
  }),
  saveRates: () => ({ success: { title: 'Settings Updated', description: 'Your rate settings have been saved.' }, failure: SETTINGS_FAILED }),
  rentTool: ({ rent, deposit, total, days }) => ({
    success: {
      title: 'Tool Rented Successfully',
      description:
        rent && deposit && total && days
          ? `You pay ${formatAmount(total)}: ${formatAmount(rent)} rent for ${days} day${days === 1 ? '' : 's'} and a refundable deposit of ${formatAmount(deposit)}. Pickup details will be sent via SMS.`
          : 'Your tool rental has been confirmed. Pickup details will be sent via SMS.',
    },
    failure: { title: 'Rental Failed', description: 'Failed to rent tool. Please try again.' },
  }),
  returnTool: ({ deposit }) => ({
    success: {
      title: 'Tool Returned',
      description: `Thanks! The tool is marked as returned.${deposit ? ` Your deposit of ${formatAmount(deposit)} will be refunded.` : ''}`,
    },
    failure: { title: 'Return Failed', description: 'Failed to return tool. Please try again.' },
  }),
};

export function wordingOf(notice: ChangeNotice): ChangeWording {
  return (WORDING[notice.kind] as (notice: ChangeNotice) => ChangeWording)(notice);
}

function wordingOfChange(change: ReportedChange): ChangeWording {
  if (change.notice) return wordingOf(change.notice);
  // Made by an earlier version of the app, which stored its words with it.
  return change.messages ?? { failure: { title: 'Change not applied', description: change.label } };
}

/** A refusal: the failure words, with the server's reason in brackets or, where the spec says so, in its place. */
export function failureToast(wording: ChangeWording, reason: string | undefined, whileWatching = false): ToastInput {
  const { failure } = wording;
  if (whileWatching && wording.failureInServerWords) {
    return { title: failure.title, description: reason || failure.description, variant: 'destructive' };
  }
  const parts = [failure.description, reason ? `(${reason})` : undefined].filter(Boolean);
  return { title: failure.title, description: parts.join(' ') || undefined, variant: 'destructive' };
}

const KEPT_TITLE = {
  offline: "Saved — will sync when you're back online",
  /** The server asked to wait (busy or failing for now): the change is kept and sent again. */
  busy: 'Saved — will sync shortly',
} as const;

/** The toast for one report of the data layer, or null when it needs none. */
export function changeToast(report: ChangeReport): ToastInput | null {
  switch (report.kind) {
    case 'kept':
      return { title: KEPT_TITLE[report.why], description: report.label };
    case 'discarded':
      return { title: 'Change discarded', description: report.change.label };
    case 'applied': {
      const { success } = wordingOfChange(report.change);
      return success ? { ...success } : null;
    }
    case 'refused':
      return failureToast(wordingOfChange(report.change), report.reason, report.whileWatching);
  }
}

/** Shows every report of the data layer as a toast; returns a function that stops it. */
export function toastChangeReports(): () => void {
  return listenToChangeReports((report) => {
    const input = changeToast(report);
    if (input) toast(input);
  });
}
