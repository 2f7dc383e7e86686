import { formatAmount } from '../../shared/pricing/money';
import { weekdayName } from '../../shared/domain/time';
import type { ChangeKind, ChangeNotice, JobSubject } from '../data/engine/change-notices';
import type { ChangeReport, ReportedChange } from '../data/engine/change-reports';
import { t } from '../i18n/i18n';
import type { ToastInput } from './ui/toast';

/**
 * The words for how each kind of change went (the spec's toasts). The data layer reports
 * outcomes with a code (data/change-reports.ts); this is the one place they are worded, from
 * the toasts catalog (i18n/locales/<locale>/toasts.json).
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

const PHOTOS_FAILED = (): Words => ({ title: t('toasts.uploadFailed'), description: t('toasts.uploadFailedBody') });
const SETTINGS_FAILED = (): Words => ({ title: t('toasts.updateFailed'), description: t('toasts.settingsFailedBody') });

// Worded when shown, in the language of that moment (the toasts area is loaded first: toastChangeReports).
const WORDING: { [K in ChangeKind]: (notice: Extract<ChangeNotice, { kind: K }>) => ChangeWording } = {
  createBooking: () => ({
    success: { title: t('toasts.bookingCreated'), description: t('toasts.bookingCreatedBody') },
    failure: { title: t('toasts.bookingFailed'), description: t('toasts.bookingFailedBody') },
  }),
  acceptBid: ({ providerName, totalAmount }) => ({
    success: {
      title: t('toasts.bidAccepted'),
      description:
        providerName && totalAmount
          ? t('toasts.bidAcceptedBody', { provider: providerName, total: formatAmount(totalAmount) })
          : t('toasts.bidAcceptedPlain'),
    },
    failure: { title: t('toasts.acceptFailed'), description: t('toasts.somethingWrong') },
  }),
  uploadPhotos: ({ photoType }) => ({
    success: { title: t('toasts.photosUploaded'), description: t('toasts.photosUploadedBody', { photoType }) },
    failure: PHOTOS_FAILED(),
  }),
  submitFeedback: () => ({
    success: { title: t('toasts.feedbackSubmitted'), description: t('toasts.feedbackSubmittedBody') },
    failure: { title: t('toasts.submissionFailed'), description: t('toasts.feedbackFailedBody') },
  }),
  cancelBooking: () => ({
    success: { title: t('toasts.bookingCancelled'), description: t('toasts.bookingCancelledBody') },
    failure: { title: t('toasts.cancelFailed'), description: t('toasts.cancelFailedBody') },
  }),
  placeBid: ({ bidAmount, earning }) => ({
    success: {
      title: t('toasts.bidPlaced'),
      description: earning
        ? t('toasts.bidPlacedEarning', { amount: formatAmount(bidAmount), earning: formatAmount(earning) })
        : t('toasts.bidPlacedBody', { amount: formatAmount(bidAmount) }),
    },
    failure: { title: t('toasts.bidFailed'), description: t('toasts.bidFailedBody') },
  }),
  startJob: () => ({
    success: { title: t('toasts.jobStarted'), description: t('toasts.jobStartedBody') },
    failure: { title: t('toasts.startFailed'), description: t('toasts.tryAgainLater') },
    failureInServerWords: true,
  }),
  completeJob: () => ({
    success: { title: t('toasts.jobCompleted'), description: t('toasts.jobCompletedBody') },
    failure: { title: t('toasts.completeFailed'), description: t('toasts.tryAgainLater') },
    failureInServerWords: true,
  }),
  recordPayment: ({ method }) => ({
    success: { title: t('toasts.paymentRecorded'), description: t(method === 'upi' ? 'toasts.paymentRecordedUpi' : 'toasts.paymentRecordedCash') },
    failure: { title: t('toasts.paymentRecordFailed'), description: t('toasts.tryAgainLater') },
    failureInServerWords: true,
  }),
  releaseJob: () => ({
    success: { title: t('toasts.jobReleased'), description: t('toasts.jobReleasedBody') },
    failure: { title: t('toasts.releaseFailed'), description: t('toasts.releaseFailedBody') },
    failureInServerWords: true,
  }),
  savePricing: () => ({
    success: { title: t('toasts.pricingSaved') },
    failure: { title: t('toasts.pricingFailed'), description: t('toasts.pricingFailedBody') },
  }),
  saveSettings: () => ({ success: { title: t('toasts.settingsUpdated') }, failure: SETTINGS_FAILED() }),
  createService: () => ({ success: { title: t('toasts.serviceCreated') }, failure: { title: t('toasts.serviceCreateFailed') } }),
  updateService: () => ({ success: { title: t('toasts.serviceUpdated') }, failure: { title: t('toasts.serviceUpdateFailed') } }),
  deleteService: () => ({ success: { title: t('toasts.serviceDeleted') }, failure: { title: t('toasts.serviceDeleteFailed') } }),
  updateTool: () => ({ success: { title: t('toasts.toolUpdated') }, failure: { title: t('toasts.toolUpdateFailed') } }),
  setUserVerified: ({ verified, userName }) => ({
    success: { title: t('toasts.userVerified', { verified: verified ? 'yes' : 'no' }), description: userName },
    failure: { title: t('toasts.userUpdateFailed') },
  }),
  uploadIdentityPhoto: ({ side }) => ({
    success: { title: t('toasts.idPhotoUploaded'), description: t('toasts.idPhotoUploadedBody', { side }) },
    failure: { title: t('toasts.uploadFailed'), description: t('toasts.idPhotoFailedBody', { side }) },
    failureInServerWords: true,
  }),
  submitIdentity: () => ({
    success: { title: t('toasts.identitySubmitted'), description: t('toasts.identitySubmittedBody') },
    failure: { title: t('toasts.submissionFailed'), description: t('toasts.identityFailedBody') },
    failureInServerWords: true,
  }),
  completeTraining: ({ trainingType }) => ({
    success: { title: t('toasts.trainingCompleted'), description: t('toasts.trainingCompletedBody', { trainingType }) },
    failure: { title: t('toasts.trainingFailed'), description: t('toasts.trainingFailedBody') },
    failureInServerWords: true,
  }),
  saveDayHours: () => ({
    success: { title: t('toasts.availabilityUpdated') },
    failure: { title: t('toasts.error'), description: t('toasts.availabilityFailedBody') },
  }),
  saveRates: () => ({ success: { title: t('toasts.settingsSaved'), description: t('toasts.ratesSavedBody') }, failure: SETTINGS_FAILED() }),
  rentTool: ({ rent, deposit, total, days }) => ({
    success: {
      title: t('toasts.toolRented'),
      description:
        rent && deposit && total && days
          ? t('toasts.toolRentedBody', { total: formatAmount(total), rent: formatAmount(rent), deposit: formatAmount(deposit), days })
          : t('toasts.toolRentedPlain'),
    },
    failure: { title: t('toasts.rentalFailed'), description: t('toasts.rentalFailedBody') },
  }),
  returnTool: ({ deposit }) => ({
    success: {
      title: t('toasts.toolReturned'),
      description: deposit ? t('toasts.toolReturnedDeposit', { deposit: formatAmount(deposit) }) : t('toasts.toolReturnedBody'),
    },
    failure: { title: t('toasts.returnFailed'), description: t('toasts.returnFailedBody') },
  }),
  // The chat itself says the message was passed on; only a refusal needs a toast.
  fileSupportTicket: () => ({ failure: { title: t('toasts.ticketFailed'), description: t('toasts.ticketFailedBody') } }),
  // The inbox shows it read at once; only a refusal needs a toast.
  markNotificationsRead: () => ({ failure: { title: t('toasts.markReadFailed') } }),
  saveNotificationPreferences: () => ({ success: { title: t('toasts.notificationSettingsSaved') }, failure: SETTINGS_FAILED() }),
};

/** A job named by its services and place ("Basic Wash at Indiranagar"), in the chosen language (the `changes` area). */
export const jobText = (job: JobSubject) => t('changes.job', { services: job.services.join(', ') || t('changes.service'), location: job.location });

/**
 * A pending change's label in the chosen language (the `changes` area must be loaded), from what
 * it is; a change recorded before its notice said enough keeps the English label stored with it.
 */
export function changeLabel(change: Pick<ReportedChange, 'label' | 'notice'>): string {
  const notice = change.notice;
  switch (notice?.kind) {
    case 'placeBid':
      return notice.job ? t(notice.revised ? 'changes.reviseBid' : 'changes.placeBid', { amount: formatAmount(notice.bidAmount), job: jobText(notice.job) }) : change.label;
    case 'startJob':
    case 'completeJob':
    case 'releaseJob':
      return notice.job ? t(`changes.${notice.kind}`, { job: jobText(notice.job) }) : change.label;
    case 'uploadPhotos':
      return notice.job && notice.photoType === 'after' ? t('changes.afterPhotos', { job: jobText(notice.job) }) : change.label;
    case 'uploadIdentityPhoto':
      return t('changes.identityPhoto', { side: notice.side });
    case 'submitIdentity':
      return t('changes.identity');
    case 'completeTraining':
      return t('changes.training', { type: notice.trainingType });
    case 'saveDayHours':
      return notice.dayOfWeek === undefined ? change.label : t('changes.dayHours', { day: weekdayName(notice.dayOfWeek) });
    case 'saveRates':
      return t('changes.rates');
    case 'rentTool':
      return notice.tool ? t('changes.rentTool', { tool: notice.tool }) : change.label;
    case 'returnTool':
      return notice.tool ? t('changes.returnTool', { tool: notice.tool }) : change.label;
    case 'fileSupportTicket':
      return t('changes.supportTicket');
    case 'markNotificationsRead':
      return t(notice.all ? 'changes.markAllRead' : 'changes.markRead');
    case 'saveNotificationPreferences':
      return t('changes.notificationSettings');
    default:
      return change.label;
  }
}

/** The job a change is about (its services and where), in the chosen language; null when the change does not say. */
export function jobOfChange(change: { notice?: ChangeNotice }): string | null {
  const job = change.notice && 'job' in change.notice ? change.notice.job : undefined;
  return job ? jobText(job) : null;
}

export function wordingOf(notice: ChangeNotice): ChangeWording {
  return (WORDING[notice.kind] as (notice: ChangeNotice) => ChangeWording)(notice);
}

function wordingOfChange(change: ReportedChange): ChangeWording {
  if (change.notice) return wordingOf(change.notice);
  // Made by an earlier version of the app, which stored its words with it.
  return change.messages ?? { failure: { title: t('toasts.notApplied'), description: changeLabel(change) } };
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
  offline: 'toasts.keptOffline',
  /** The server asked to wait (busy or failing for now): the change is kept and sent again. */
  busy: 'toasts.keptBusy',
} as const;

/**
 * The toast for one report of the data layer, or null when it needs none. `reasonText` words a
 * refusal the app knows in the chosen language (the job flow's: components/job-refusals.ts).
 */
export function changeToast(report: ChangeReport, reasonText: (reason: string) => string = (reason) => reason): ToastInput | null {
  switch (report.kind) {
    case 'kept':
      return { title: t(KEPT_TITLE[report.why]), description: changeLabel(report.change) };
    case 'discarded':
      return { title: t('toasts.discarded'), description: changeLabel(report.change) };
    case 'applied': {
      const { success } = wordingOfChange(report.change);
      return success ? { ...success } : null;
    }
    case 'refused':
      return failureToast(wordingOfChange(report.change), report.reason && reasonText(report.reason), report.whileWatching);
    case 'needsConnection':
      return { title: t('toasts.needsConnection'), description: t('toasts.needsConnectionBody', { need: report.need }), variant: 'destructive' };
  }
}
