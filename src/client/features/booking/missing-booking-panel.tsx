import { useJobSyncedAt } from '../../data/hooks/use-sync-jobs';
import { MissingPanel } from './step-status-panels';

/**
 * The panel of a booking this device does not hold, loading until the customer's bookings have
 * been pulled once. It reads the sync state here, with the later parts, so the form's first view
 * imports no sync job (ADR 107).
 */
export function MissingBookingPanel({ onBookAnother }: { onBookAnother: () => void }) {
  const bookingSynced = useJobSyncedAt('customerBookings');
  return <MissingPanel loading={bookingSynced == null} onBookAnother={onBookAnother} />;
}
