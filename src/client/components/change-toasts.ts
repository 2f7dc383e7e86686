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
    const reasons = import('./job-refusals')
      .then(({ jobRefusalText }) => (reason: string) => jobRefusalText(t, reason))
      .catch(() => undefined);
    void Promise.all([import('./change-messages'), reasons, loadAreas('toasts', 'changes', 'jobs').catch(() => undefined)])
      .then(([{ changeToast }, reasonText]) => {
        const input = changeToast(report, reasonText);
        if (input) toast(input);
      })
      .catch((error) => console.error('A change could not be told', error));
  });
}
