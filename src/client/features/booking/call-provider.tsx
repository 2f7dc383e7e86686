import type { Booking } from '../../../shared/schemas/booking';
import { formatIndianMobile, telUrl } from '../../../shared/domain/indian-mobile';
import { useT } from '../../i18n/use-t';

/**
 * The assigned provider's number as a call link, while the job is in hand: the server adds it from
 * acceptance until completion only (contact.ts in its bookings module), so its presence is the rule.
 */
export function CallProvider({ booking, className = '' }: { booking: Booking; className?: string }) {
  const t = useT('booking');
  if (!booking.provider?.phone) return null;
  const provider = booking.provider.name || t('booking.progress.yourProvider');
  return (
    <a href={telUrl(booking.provider.phone)} className={`inline-block font-medium text-brand-800 underline underline-offset-2 ${className}`} data-testid="progress-call-provider">
      {t('booking.progress.call', { provider, phone: formatIndianMobile(booking.provider.phone) })}
    </a>
  );
}
