import { useT } from '../../i18n/use-t';

/** Shown while the administrator has paused new bookings (settings.maintenanceMode). */
export function MaintenanceNotice({ message }: { message?: string }) {
  const t = useT('booking');
  return (
    <div role="status" className="rounded-xl border border-orange-300 bg-orange-50 p-4 text-orange-900">
      <p className="font-semibold">{t('booking.paused.title')}</p>
      <p className="mt-1 text-sm">{message ?? t('booking.paused.body')}</p>
    </div>
  );
}
