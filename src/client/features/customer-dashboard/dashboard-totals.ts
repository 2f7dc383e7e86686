import { isActiveBooking } from '../../../shared/domain/booking-machine';
import { toPaise } from '../../../shared/pricing/money';
import type { Booking } from '../../../shared/schemas/booking';
import type { ToolRental } from '../../../shared/schemas/tool';
import type { DashboardTotals } from './stat-cards';

/**
 * The header figures. Active = every booking not completed and not cancelled (product
 * decisions); total spent = completed services plus every rental's cost (deposits come back).
 */
export function dashboardTotals(bookings: readonly Booking[], rentals: readonly ToolRental[]): DashboardTotals {
  const completed = bookings.filter((b) => b.status === 'completed');
  return {
    active: bookings.filter((b) => isActiveBooking(b.status)).length,
    completed: completed.length,
    activeRentals: rentals.filter((r) => r.status === 'active').length,
    rentals: rentals.length,
    spentPaise: completed.reduce((sum, b) => sum + toPaise(b.totalAmount), 0) + rentals.reduce((sum, r) => sum + toPaise(r.totalCost), 0),
  };
}
