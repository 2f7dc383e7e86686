import { describe, expect, it } from 'vitest';
import type { Booking } from '../../../shared/schemas/booking';
import type { ToolRental } from '../../../shared/schemas/tool';
import { dashboardTotals } from './dashboard-totals';

const booking = (status: Booking['status'], totalAmount: string) => ({ status, totalAmount }) as Booking;
const rental = (status: ToolRental['status'], totalCost: string) => ({ status, totalCost }) as ToolRental;

describe('dashboardTotals', () => {
  it('counts every booking not completed and not cancelled as active', () => {
    const totals = dashboardTotals(
      ['pending', 'accepted', 'confirmed', 'in_progress', 'emergency_released', 'completed', 'cancelled'].map((s) => booking(s as Booking['status'], '100.00')),
      [],
    );
    expect(totals.active).toBe(5);
    expect(totals.completed).toBe(1);
  });

  it('adds completed services and rental costs, not pending bookings or deposits', () => {
    const totals = dashboardTotals(
      [booking('completed', '352.82'), booking('pending', '999.00'), booking('completed', '1000.00')],
      [rental('active', '499.00'), rental('returned', '250.50')],
    );
    expect(totals.spentPaise).toBe(35282 + 100000 + 49900 + 25050);
    expect(totals).toMatchObject({ activeRentals: 1, rentals: 2 });
  });
});
