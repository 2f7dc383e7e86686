import { listenToChangeReports } from '../data/engine/change-reports';
import { loadAreas, t } from '../i18n/i18n';
import { toast } from './ui/toast';

/**
 * Shows every report of the data layer as a toast; returns a function that stops it. The wording
 * (components/change-messages.ts), the job refusals' words and patterns and the toasts' message
 * areas load with the first report, not with the first page (ADR 040).
 */
export function toastChangeReports(): () => void {
  return listenToChangeReports((report) => {
    // A provider's job refusals, else a customer's booking refusals, in the chosen language.
    const reasons = Promise.all([import('./job-refusals'), import('./booking-refusals')])
      .then(([{ jobRefusalText }, { bookingRefusalText }]) => (reason: string) => {
        const job = jobRefusalText(t, reason);
        return job === reason ? bookingRefusalText(t, reason) : job;
      })
      .catch(() => undefined);
    void Promise.all([import('./change-messages'), reasons, loadAreas('toasts', 'changes', 'jobs', 'booking', 'forms').catch(() => undefined)])
      .then(([{ changeToast }, reasonText]) => {
        const input = changeToast(report, reasonText);
        if (input) toast(input);
      })
      .catch((error) => console.error('A change could not be told', error));
  });
}
